import * as z from 'zod/mini';
import { type Schema } from '../schema/zod';
import { ApiError, MalformedResponseError } from '../errors/oyna.errors';
import { TIMED_OUT, send, type RawAnswer } from './send';
import { signOutOnUnauthorized, type UnauthorizedPolicy } from './unauthorized.policy';

export { signOutOnUnauthorized };
export type { UnauthorizedContext, UnauthorizedPolicy } from './unauthorized.policy';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  /** Send the anonymous token even when a player is logged in. */
  anonymous?: boolean;
  /**
   * Send this login's token, not the one held now: a call that outlives its login (the logout, made
   * once this client is a guest again, so nothing else asks with a token the server is ending).
   */
  loginToken?: string;
  /**
   * What a 401 means for this call. A domain with its own rule passes a named policy (the betslip's
   * lives in `betslip/betslip.api.ts`).
   * @default signOutOnUnauthorized
   */
  onUnauthorized?: UnauthorizedPolicy;
  /** Marks a call the caller already retried: a policy must not retry it again. */
  retried?: boolean;
  /**
   * Sent as `Idempotency-Key`: the server answers a repeated key with the first answer instead of
   * acting twice (placing a bet).
   */
  idempotencyKey?: string;
  /** Aborts the call (a load that was superseded): it fails with a `NetworkError` whose `reason` is `aborted`. */
  signal?: AbortSignal;
  /** Gives up after this many ms on the client's clock: a `NetworkError` whose `reason` is `timeout`. */
  timeout?: number;
}


export interface ApiResult<T> {
  data: T;
  message: string;
}

export interface HttpClient {
  /** Resolves with `data` and the server message on `success: true`; throws `ApiError` otherwise. */
  get<T>(path: string, schema: Schema<T>, options?: RequestOptions): Promise<ApiResult<T>>;
  post<T>(
    path: string,
    body: unknown,
    schema: Schema<T>,
    options?: RequestOptions,
  ): Promise<ApiResult<T>>;
}

/** What the HTTP client needs from the client that owns it. */
export interface HttpContext {
  fetch: typeof globalThis.fetch;
  locale(): string;
  fingerprint(): Promise<string>;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Counts a request as the client's work until its answer is read. */
  task<T>(work: Promise<T>): Promise<T>;
  loginToken(): string | null;
  anonymousToken(): Promise<string>;
  /** The anonymous token held now, without fetching one. */
  storedAnonymousToken(): string | null;
  refreshAnonymousToken(): Promise<string>;
  /** Forgets the login without calling the server (its token is no longer accepted). */
  signOutLocally(): void;
  /** Forgets the anonymous token so the next call fetches a new one. */
  dropAnonymousToken(): void;
}

function buildUrl(base: string, path: string, query?: Query): string {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.href;
}

export function createHttpClient(base: string, context: HttpContext): HttpClient {
  async function exchange(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    options: RequestOptions,
    sent: { token: string | null } = { token: null },
  ): Promise<RawAnswer> {
    const [fingerprint, token] = await Promise.all([
      context.fingerprint(),
      options.loginToken ??
      (options.anonymous
        ? context.anonymousToken()
        : (context.loginToken() ?? context.anonymousToken())),
    ]);
    sent.token = token;
    return send({
      fetch: context.fetch,
      signal: options.signal,
      url: buildUrl(base, path, options.query),
      path,
      method,
      body,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': context.locale(),
        'X-Fingerprint': fingerprint,
        Authorization: `Bearer ${token}`,
        ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
      },
    });
  }

  function recoverFromUnauthorized(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    options: RequestOptions,
    sentToken: string | null,
  ): Promise<RawAnswer | null> {
    const policy = options.onUnauthorized ?? signOutOnUnauthorized;
    return policy({
      loggedIn: context.loginToken() !== null,
      retried: options.retried ?? false,
      sentToken,
      anonymousToken: context.storedAnonymousToken,
      loginToken: context.loginToken,
      refreshAnonymousToken: context.refreshAnonymousToken,
      retry: () => exchange(method, path, body, { ...options, retried: true }),
      signOutLocally: context.signOutLocally,
      dropAnonymousToken: context.dropAnonymousToken,
    });
  }

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: Schema<T>,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const { signal, timeout } = options;
    let timer: unknown;
    if (timeout) {
      // One signal for both: the caller's abort, or the timeout on the client's clock.
      const controller = new AbortController();
      timer = context.setTimeout(() => controller.abort(TIMED_OUT), timeout);
      signal?.addEventListener('abort', () => controller.abort(signal.reason));
      options = { ...options, signal: controller.signal };
    }
    try {
      return await answer(method, path, body, schema, options);
    } finally {
      context.clearTimeout(timer);
    }
  }

  async function answer<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: Schema<T>,
    options: RequestOptions,
  ): Promise<ApiResult<T>> {
    const sent = { token: null as string | null };
    let answer: RawAnswer | null = await exchange(method, path, body, options, sent);
    if (answer.status === 401) {
      const first = answer;
      answer = await recoverFromUnauthorized(method, path, body, options, sent.token);
      if (answer === null) throw new ApiError({ ...first, path });
    }
    if (answer.status >= 400 || !answer.success) {
      throw new ApiError({ status: answer.status, path, message: answer.message, data: answer.data });
    }
    const data = z.safeParse(schema, answer.data);
    if (!data.success) {
      throw new MalformedResponseError({ path, status: answer.status, issues: data.error.issues });
    }
    return { data: data.data, message: answer.message };
  }

  return {
    get: (path, schema, options) => context.task(request('GET', path, undefined, schema, options)),
    post: (path, body, schema, options) => context.task(request('POST', path, body, schema, options)),
  };
}
