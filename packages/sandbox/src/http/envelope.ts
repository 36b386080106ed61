/** The body of every response: `{ success, message, data }`. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** A successful answer. */
export const ok = <T>(data: T, message = ''): Envelope<T> => ({ success: true, message, data });

/** A business failure (wrong password, username taken): HTTP 200 with the reason in `message`. */
export const fail = <T = null>(message: string, data: T | null = null): Envelope<T | null> => ({
  success: false,
  message,
  data,
});
