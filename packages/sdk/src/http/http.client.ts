import * as z from 'zod/mini';
import { type Schema } from '../schema/zod';
import { ApiError, MalformedResponseError } from '../client/errors';
import { send, type RawAnswer } from './send';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  /** Send the anonymous token even when a player is logged in. */
  anonymous?: boolean;
  /**
   * Betslip calls recover from a 401 while logged out by fetching a new anonymous token and
   * retrying once; other calls log the player out.
   */
  betslip?: boolean;
  /** Marks a call the caller already retried: a 401 with a login then logs out. */
  retried?: boolean;
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
  loginToken(): string | null;
  anonymousToken(): Promise<string>;
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
  ): Promise<RawAnswer> {
    const [fingerprint, token] = await Promise.all([
      context.fingerprint(),
      options.anonymous
        ? context.anonymousToken()
        : (context.loginToken() ?? context.anonymousToken()),
    ]);
    return send({
      fetch: context.fetch,
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
      },
    });
  }

  async function recoverFromUnauthorized(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    options: RequestOptions,
  ): Promise<RawAnswer | null> {
    const loggedIn = context.loginToken() !== null;
    if (options.betslip && !options.retried && !loggedIn) {
      await context.refreshAnonymousToken();
      const retry = await exchange(method, path, body, { ...options, retried: true });
      if (retry.status !== 401) return retry;
      if (context.loginToken() !== null) context.signOutLocally();
      return null;
    }
    if (loggedIn) context.signOutLocally();
    else context.dropAnonymousToken();
    return null;
  }

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: Schema<T>,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    let answer: RawAnswer | null = await exchange(method, path, body, options);
    if (answer.status === 401) {
      const first = answer;
      answer = await recoverFromUnauthorized(method, path, body, options);
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
    get: (path, schema, options) => request('GET', path, undefined, schema, options),
    post: (path, body, schema, options) => request('POST', path, body, schema, options),
  };
}
