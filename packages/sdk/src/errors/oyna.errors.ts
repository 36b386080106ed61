import type { core } from 'zod/mini';

/** The base of every error the SDK throws; `code` tells them apart without `instanceof`. */
export class OynaError extends Error {
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OynaError';
    this.code = code;
  }
}

/** The server answered `success: false` or a non-2xx status; `message` is the server's text. */
export class ApiError extends OynaError {
  readonly status: number;
  readonly path: string;
  /** The envelope's `data`, unvalidated: some failures (place bet) carry details in it. */
  readonly data: unknown;
  constructor(init: { status: number; path: string; message: string; data?: unknown }) {
    super('api', init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.path = init.path;
    this.data = init.data ?? null;
  }
  get unauthorized(): boolean {
    return this.status === 401;
  }
}

/** The server's answer did not match the contract: not JSON, no envelope, or data of the wrong shape. */
export class MalformedResponseError extends OynaError {
  readonly path: string;
  readonly status: number;
  readonly issues: readonly core.$ZodIssue[];
  constructor(init: { path: string; status: number; issues?: readonly core.$ZodIssue[]; cause?: unknown }) {
    super('malformed', `Malformed response from ${init.path}`, { cause: init.cause });
    this.name = 'MalformedResponseError';
    this.path = init.path;
    this.status = init.status;
    this.issues = init.issues ?? [];
  }
}

/** Why a request got no answer: the network failed (offline, refused), its caller aborted it, or it took longer than its `timeout`. */
export type NetworkProblem = 'failed' | 'aborted' | 'timeout';

/** The request never got an answer: offline, refused, aborted, timed out. */
export class NetworkError extends OynaError {
  readonly path: string;
  readonly reason: NetworkProblem;
  constructor(init: { path: string; cause: unknown; reason?: NetworkProblem }) {
    super('network', `Network error calling ${init.path}`, { cause: init.cause });
    this.name = 'NetworkError';
    this.path = init.path;
    this.reason = init.reason ?? 'failed';
  }
}

/** Input rejected on the client before any call, with the zod issues that explain why. */
export class ValidationError extends OynaError {
  readonly issues: readonly core.$ZodIssue[];
  constructor(issues: readonly core.$ZodIssue[]) {
    super('validation', issues[0]?.message ?? 'Invalid input');
    this.name = 'ValidationError';
    this.issues = issues;
  }
}

/** Why the device fingerprint is not what it should be. */
export type FingerprintProblem =
  /** The fingerprint service refused its API key (403): a wrong key, or its quota is spent. */
  | 'unauthorized'
  /** A part of the fingerprint (a component, or the service's answer) took longer than it may. */
  | 'timeout'
  /** A part failed, or no fingerprint could be made at all (no browser, the library did not load). */
  | 'failed';

/**
 * What went wrong making the device fingerprint. A `timeout` or a failed component still leaves a
 * fingerprint made of the rest; when none can be made the client sends a random id instead.
 */
export class FingerprintError extends OynaError {
  readonly problem: FingerprintProblem;
  /** The component concerned (`audio`, `webgl`, …), when it is one. */
  readonly component: string | null;
  constructor(init: { problem: FingerprintProblem; message: string; component?: string; cause?: unknown }) {
    super('fingerprint', init.message, { cause: init.cause });
    this.name = 'FingerprintError';
    this.problem = init.problem;
    this.component = init.component ?? null;
  }
}

export function isOynaError(error: unknown): error is OynaError {
  return error instanceof OynaError;
}

/** Any thrown value as an `OynaError`, for listeners that promise typed errors (toasts). */
export const asOynaError = (error: unknown): OynaError =>
  isOynaError(error) ? error : new OynaError('unknown', error instanceof Error ? error.message : String(error), { cause: error });

/** Why an action a person asked for did not happen: the server said no (its words), or the call failed. */
export type ActionFailure = { status: 'refused'; message: string } | { status: 'failed'; error: OynaError };

/** The failure of an action's call: an `ApiError` is the server's refusal, anything else a typed failure. */
export const actionFailure = (error: unknown): ActionFailure =>
  error instanceof ApiError ? { status: 'refused', message: error.message } : { status: 'failed', error: asOynaError(error) };
