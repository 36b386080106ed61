import { atom, type ReadableAtom } from 'nanostores';
import * as z from 'zod/mini';
import { createHttpClient, type HttpClient } from '../http/http.client';
import { defaultPlatform } from '../platform/browserPlatform';
import { createOynaStorage, type OynaStorage } from '../platform/oynaStorage';
import { afterPaint } from '../platform/afterPaint';
import type { DeviceFingerprint, Platform } from '../platform/platform.types';
import { StorageKey } from '../platform/storage.keys';
import { anonTokenSchema, authDataSchema, type AuthData } from './auth.schema';
import { DEFAULT_LOCALE, resolveConfig, type OynaConfig, type ResolvedOynaConfig } from './oyna.config';
import { send } from '../http/send';
import { ApiError, FingerprintError, MalformedResponseError } from '../errors/oyna.errors';
import { createEventBus, type OynaEventListener, type OynaEvents } from './events';
import { createTasks } from './tasks';
import { singleFlight } from './singleFlight';

export interface OynaClient {
  readonly config: ResolvedOynaConfig;
  readonly platform: Platform;
  readonly storage: OynaStorage;
  /** The main API (`./api/`). */
  readonly http: HttpClient;
  /** The sportsbook API (`./sbapi/api/`). */
  readonly sbHttp: HttpClient;
  /** The stored login; `null` for a guest. */
  readonly $auth: ReadableAtom<AuthData | null>;
  readonly $locale: ReadableAtom<string>;
  /**
   * The device fingerprint, made once per device and stored: the configured `fingerprint`, else the
   * platform's (ThumbmarkJS in a browser, after the first paint), else a random id.
   */
  fingerprint(): Promise<string>;
  /** The stored anonymous token, fetched from `auth/token` when there is none. */
  anonymousToken(): Promise<string>;
  /** Fetches a new anonymous token; concurrent callers share one request. */
  refreshAnonymousToken(): Promise<string>;
  /** Stores (or clears) the login. Used by the session domain and the parent-window handoff. */
  setAuth(auth: AuthData | null): void;
  /**
   * Calls `listener` when the server refuses the login's token (expired or revoked) and the
   * client signs the player out. Returns the unsubscribe.
   */
  onSessionExpired(listener: () => void): () => void;
  /** Subscribes to an event the client publishes to every domain; returns the unsubscribe. */
  on<E extends keyof OynaEvents>(event: E, listener: OynaEventListener<E>): () => void;
  /** Publishes an event to every domain. The realtime transport announces `reconnected` with it. */
  emit<E extends keyof OynaEvents>(event: E, detail: OynaEvents[E]): void;
  /**
   * Registers something to undo at {@link OynaClient.dispose}: a store subscription, a platform
   * listener, a timer. Returns the cleanup itself, so `client.track(store.subscribe(...))` reads well.
   */
  track(cleanup: () => void): () => void;
  /**
   * Stops everything this client and its domains started: listeners, timers, hub connections. The
   * stores keep their last values; the client must not be used afterwards.
   */
  dispose(): void;
  /** True once {@link OynaClient.dispose} has run. */
  readonly disposed: boolean;
  /** Re-reads login, token and language from storage, after something else wrote it. */
  reloadFromStorage(): void;
  /** One instance of a domain per client: `sessionOf(client)` and friends are built on it. */
  domain<T>(key: symbol, create: (client: OynaClient) => T): T;
  /** Counts `work` as this client's until it settles (see {@link OynaClient.allTasks}); returns it. */
  task<T>(work: Promise<T>): Promise<T>;
  /**
   * Resolves once this client has no work under way: every request sent has its answer read, every
   * store that loads has shown what it loaded (a retry waiting on the platform's clock is still under
   * way), and nothing that work did started more. For scripts and tests: subscribe, then wait.
   */
  allTasks(): Promise<void>;
}

const asFingerprintError = (error: unknown) =>
  error instanceof FingerprintError
    ? error
    : new FingerprintError({ problem: 'failed', message: error instanceof Error ? error.message : String(error), cause: error });

/** Creates one configured client. Make as many as you like: nothing is shared between them. */
export function createOyna(config: OynaConfig = {}): OynaClient {
  const platform: Platform = { ...defaultPlatform(), ...config.platform };
  const resolved = resolveConfig(config, platform.baseUrl);
  const storage = createOynaStorage(platform, config.storagePrefix);
  const $auth = atom<AuthData | null>(storage.readJson(StorageKey.authData, authDataSchema));
  const $locale = atom(config.locale ?? storage.readText(StorageKey.lang) ?? DEFAULT_LOCALE);
  const domains = new Map<symbol, unknown>();
  const events = createEventBus();
  const cleanups: Array<() => void> = [];
  const tasks = createTasks();
  let disposed = false;

  async function makeFingerprint(): Promise<string> {
    if (config.fingerprint) return config.fingerprint();
    if (!platform.fingerprint) return platform.randomId();
    // The library that makes it loads only now: the page has painted first.
    await afterPaint(platform);
    let made: DeviceFingerprint;
    try {
      made = await platform.fingerprint();
    } catch (error) {
      made = { id: platform.randomId(), issues: [asFingerprintError(error)] };
    }
    if (made.issues.length > 0) events.emit('fingerprintIssues', made.issues);
    return made.id;
  }

  const fingerprint = singleFlight(async () => {
    const stored = storage.readText(StorageKey.fingerprint);
    if (stored) return stored;
    const created = await makeFingerprint();
    storage.writeText(StorageKey.fingerprint, created);
    return created;
  });

  const refreshAnonymousToken = singleFlight(async () => {
    const answer = await send({
      fetch: platform.fetch,
      url: new URL('auth/token', resolved.apiBase).href,
      path: 'auth/token',
      method: 'GET',
      headers: {
        Accept: 'application/json',
        'Accept-Language': $locale.get(),
        'X-Fingerprint': await fingerprint(),
      },
    });
    if (answer.status >= 400 || !answer.success) {
      throw new ApiError({ ...answer, path: 'auth/token' });
    }
    const token = z.safeParse(z.string().check(z.minLength(1)), answer.data);
    if (!token.success) {
      throw new MalformedResponseError({ path: 'auth/token', status: answer.status, issues: token.error.issues });
    }
    storage.writeJson(StorageKey.anonToken, { token: token.data });
    return token.data;
  });

  const storedAnonymousToken = () => storage.readJson(StorageKey.anonToken, anonTokenSchema)?.token ?? null;
  async function anonymousToken() {
    return storedAnonymousToken() ?? refreshAnonymousToken();
  }

  function setAuth(auth: AuthData | null) {
    if (auth) storage.writeJson(StorageKey.authData, auth);
    else storage.remove(StorageKey.authData);
    $auth.set(auth);
  }

  const context = {
    fetch: platform.fetch,
    task: tasks.task,
    setTimeout: platform.setTimeout,
    clearTimeout: platform.clearTimeout,
    locale: () => $locale.get(),
    fingerprint,
    loginToken: () => $auth.get()?.token ?? null,
    anonymousToken,
    storedAnonymousToken,
    refreshAnonymousToken,
    signOutLocally() {
      setAuth(null);
      events.emit('sessionExpired', undefined);
    },
    dropAnonymousToken: () => storage.remove(StorageKey.anonToken),
  };

  // Another tab logged in, logged out or changed language: follow it, so tabs never disagree.
  cleanups.push(
    storage.onChange((key) => {
      if (key === null || key === StorageKey.authData || key === StorageKey.lang) client.reloadFromStorage();
    }),
  );

  const client: OynaClient = {
    config: resolved,
    platform,
    storage,
    http: createHttpClient(resolved.apiBase, context),
    sbHttp: createHttpClient(resolved.sbApiBase, context),
    $auth,
    $locale,
    fingerprint,
    anonymousToken,
    refreshAnonymousToken,
    setAuth,
    onSessionExpired: (listener) => events.on('sessionExpired', listener),
    on: events.on,
    emit: events.emit,
    track(cleanup) {
      if (disposed) cleanup();
      else cleanups.push(cleanup);
      return cleanup;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    },
    get disposed() {
      return disposed;
    },
    reloadFromStorage() {
      $auth.set(storage.readJson(StorageKey.authData, authDataSchema));
      $locale.set(storage.readText(StorageKey.lang) ?? $locale.get());
    },
    domain<T>(key: symbol, create: (owner: OynaClient) => T): T {
      if (!domains.has(key)) domains.set(key, create(client));
      return domains.get(key) as T;
    },
    ...tasks,
  };
  return client;
}
