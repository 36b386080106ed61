import { MalformedResponseError, NetworkError } from '../errors/oyna.errors';
import { envelopeSchema } from './envelope.schema';

export interface SendInit {
  fetch: typeof globalThis.fetch;
  url: string;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
}

/** The reason a request's own timeout aborts it with, told apart from an abort by its caller. */
export const TIMED_OUT = 'oyna:timeout';

export interface RawAnswer {
  status: number;
  success: boolean;
  message: string;
  data: unknown;
}

/** One HTTP exchange: network failures and bodies that are not an envelope become typed errors. */
export async function send(init: SendInit): Promise<RawAnswer> {
  let response: Response;
  try {
    // Called off while its headers were made: it is never sent.
    init.signal?.throwIfAborted();
    response = await init.fetch(init.url, {
      method: init.method,
      headers: init.headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (cause) {
    const reason = !init.signal?.aborted ? 'failed' : init.signal.reason === TIMED_OUT ? 'timeout' : 'aborted';
    throw new NetworkError({ path: init.path, cause, reason });
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new MalformedResponseError({ path: init.path, status: response.status, cause });
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    throw new MalformedResponseError({
      path: init.path,
      status: response.status,
      issues: envelope.error.issues,
    });
  }
  return { status: response.status, ...envelope.data };
}
