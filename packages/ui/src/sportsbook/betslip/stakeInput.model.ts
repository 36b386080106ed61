import { parseStakeInput } from '@oyna/sdk/betslip';

// Grouping separators would read back as decimal points ('1.250' is 1.25 to parseStakeInput).
const display = new Intl.NumberFormat('tr-TR', { useGrouping: false, maximumFractionDigits: 2 });

/** A stake as its box shows it when the bettor is not typing: '1250,5', '' for none. */
export const stakeText = (stake: number | null): string => (stake === null ? '' : display.format(stake));

/**
 * What the box keeps of what the bettor typed: digits, one decimal separator (',' or '.') and at
 * most two decimals; anything else never appears. `stake` is what it means (null for none).
 */
export function typedStake(text: string): { text: string; stake: number | null } {
  const [whole = '', ...rest] = text.replace(/[^\d.,]/g, '').split(/([.,])/);
  const separator = rest[0] ?? '';
  const decimals = rest.slice(1).join('').replace(/[.,]/g, '').slice(0, 2);
  const kept = `${whole}${separator}${decimals}`;
  return { text: kept, stake: parseStakeInput(kept) };
}
