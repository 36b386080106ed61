/** An odd multiplier permutes the 32-bit integers: two ids never give one code. */
const SCRAMBLE = 0x9e3779b1;
/** 2³² − 1 in base 36 (`1Z141Z3`) takes seven characters. */
const CODE_LENGTH = 7;
const LARGEST_ID = 0xffffffff;

/**
 * A payment's reference, made from its record's id: `EFT-17WDRQP`. The operator matches bank
 * transfers by it, so it is unique by construction (three random bytes repeated once in 4,965
 * deposits), and a player's next reference is not theirs plus one.
 */
export function paymentReference(prefix: string, recordId: number): string {
  if (!Number.isInteger(recordId) || recordId < 1 || recordId > LARGEST_ID) {
    throw new RangeError(`a payment reference needs a record id from 1 to ${LARGEST_ID}, not ${recordId}`);
  }
  const code = (Math.imul(recordId, SCRAMBLE) >>> 0).toString(36).toUpperCase().padStart(CODE_LENGTH, '0');
  return `${prefix}-${code}`;
}
