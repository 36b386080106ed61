const RECORD_SEPARATOR = 0x1e;

/** The largest record a client may send, like ASP.NET's MaximumReceiveMessageSize (32 KiB) but roomier. */
export const MAX_RECORD_BYTES = 64 * 1024;

export type ReadResult = { records: string[] } | { tooLarge: true };

/**
 * Cuts a client's frames into SignalR records (each ends with 0x1E). Only the bytes of each new
 * frame are searched, so a record arriving in many frames costs its length once, and a record that
 * grows past `maxRecordBytes` without ending is refused instead of buffered without limit.
 */
export class RecordReader {
  readonly #maxRecordBytes: number;
  #pending: Buffer[] = [];
  #pendingBytes = 0;

  constructor(maxRecordBytes = MAX_RECORD_BYTES) {
    this.#maxRecordBytes = maxRecordBytes;
  }

  push(frame: Buffer): ReadResult {
    const records: string[] = [];
    let start = 0;
    for (let end = frame.indexOf(RECORD_SEPARATOR); end !== -1; end = frame.indexOf(RECORD_SEPARATOR, start)) {
      const piece = frame.subarray(start, end);
      if (this.#pendingBytes + piece.length > this.#maxRecordBytes) return this.#refuse();
      records.push(Buffer.concat([...this.#pending, piece]).toString('utf8'));
      this.#pending = [];
      this.#pendingBytes = 0;
      start = end + 1;
    }
    const rest = frame.subarray(start);
    if (this.#pendingBytes + rest.length > this.#maxRecordBytes) return this.#refuse();
    if (rest.length > 0) {
      this.#pending.push(rest);
      this.#pendingBytes += rest.length;
    }
    return { records };
  }

  #refuse(): ReadResult {
    this.#pending = [];
    this.#pendingBytes = 0;
    return { tooLarge: true };
  }
}
