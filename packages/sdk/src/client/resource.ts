import { atom, onStart, type ReadableAtom } from 'nanostores';
import { asOynaError } from '../errors/oyna.errors';
import type { OynaClient } from './createOyna';
import type { OynaEvents } from './events';
import { valueOf, type Loadable } from './loadable';
import { onLoginChange } from './onLoginChange';
import { withRetry } from './retry';
import { whileObserved } from './whileObserved';

/** When a resource loads its query again by itself; each applies only while it has a subscriber. */
export interface ResourceSettings<Q = unknown> {
  /** When the tab comes back to the foreground. */
  refetchOnVisible?: boolean;
  /** When a hub connection comes back (what it pushed meanwhile is lost). */
  refetchOnReconnect?: boolean;
  /** So many ms after the last load, while the tab is visible. */
  refetchInterval?: number;
  /** The query it loads by itself for its first subscriber, when nothing is on show yet. */
  autoLoad?: () => Q;
  /** A new query keeps the last answer in its `loading` state, to show until its own arrives. */
  keepPrevious?: boolean;
  /** After these client events (a bet placed: `balanceChanged`). */
  refetchOn?: readonly (keyof OynaEvents)[];
  /**
   * What another login (a login, a logout, another player) does: empty the state (the default),
   * empty it and load the query again for them, or nothing (an answer that is the same for everyone).
   */
  afterLoginChange?: 'forget' | 'refetch' | 'keep';
}

/**
 * One thing loaded from the server, one query at a time, as a store. The model is
 * `@nanostores/query`'s fetcher store (a store per key, shared calls, refetch settings, mutate), on
 * the client's platform instead of the page's timers and events.
 */
export interface Resource<T, Q = undefined> {
  readonly $state: ReadableAtom<Loadable<T, Q>>;
  /**
   * Loads `query`. A call for the query already on its way shares it; another query aborts it (its
   * answer, should it come, is dropped). The promise resolves once the state says how it went.
   */
  load(query: Q): Promise<void>;
  /**
   * Loads the query on show (else the `autoLoad` one) again, with an answer newer than the call; its
   * value stays on show meanwhile.
   */
  refetch(): Promise<void>;
  /** Changes the value on show without a call (the server said what changed). */
  mutate(update: (value: T) => T): void;
  /** Back to idle; what is on its way is aborted. */
  forget(): void;
}

interface Run {
  key: string;
  controller: AbortController;
  done: Promise<void>;
}

const keyOf = (query: unknown) => JSON.stringify(query) ?? '';

export function createResource<T, Q = undefined>(
  client: OynaClient,
  fetcher: (query: Q, signal: AbortSignal) => Promise<T>,
  settings: ResourceSettings<Q> = {},
): Resource<T, Q> {
  const { platform } = client;
  // The state is read here without get(), which in a store's start would count as a subscriber.
  let state: Loadable<T, Q> = { status: 'idle' };
  const $state = atom<Loadable<T, Q>>(state);
  let running: Run | null = null;
  const loginNow = () => client.$auth.get()?.token ?? null;
  // The login the state on show was loaded for.
  let loadedFor = loginNow();

  const show = (next: Loadable<T, Q>) => {
    state = next;
    $state.set(next);
  };
  const abort = () => {
    running?.controller.abort();
    running = null;
  };
  const forget = () => {
    abort();
    if (state.status !== 'idle') show({ status: 'idle' });
  };

  // The interval counts from the last load, and only while watched on a visible page.
  let polling = false;
  let pollTimer: unknown = null;
  const schedulePoll = () => {
    platform.clearTimeout(pollTimer);
    // A poll shares a load already on its way rather than calling it off.
    pollTimer = polling && platform.isVisible() ? platform.setTimeout(() => state.status !== 'idle' && void start(state.query, false), settings.refetchInterval!) : null;
  };

  function start(query: Q, fresh: boolean): Promise<void> {
    const key = keyOf(query);
    if (!fresh && running?.key === key) return running.done;
    abort();
    schedulePoll();
    if (!(state.status === 'ready' && keyOf(state.query) === key)) {
      const value = settings.keepPrevious ? valueOf(state) : undefined;
      show(value === undefined ? { status: 'loading', query } : { status: 'loading', query, value });
    }
    loadedFor = loginNow();
    const controller = new AbortController();
    const { signal } = controller;
    const run: Run = { key, controller, done: Promise.resolve() };
    const settle = (next: Loadable<T, Q>) => {
      if (running !== run) return;
      running = null;
      show(next);
    };
    // A superseded load is done for its callers at once, even if its fetcher does not heed the signal.
    run.done = new Promise<void>((resolve) => {
      signal.addEventListener('abort', () => resolve());
      withRetry(platform, () => fetcher(query, signal), { retries: client.config.retries, signal })
        .then(
          (value) => settle({ status: 'ready', query, value }),
          (error: unknown) => settle({ status: 'failed', query, error: asOynaError(error), value: valueOf(state) }),
        )
        .then(resolve);
    });
    running = run;
    return client.task(run.done);
  }

  /** The query on show, else the one it loads by itself; none while idle without one. */
  const shownQuery = (): { query: Q } | null =>
    state.status !== 'idle' ? state : settings.autoLoad ? { query: settings.autoLoad() } : null;
  const refetch = () => {
    const shown = shownQuery();
    return shown ? start(shown.query, true) : Promise.resolve();
  };
  const followLogin = () => {
    const { afterLoginChange } = settings;
    if (state.status === 'idle' || loginNow() === loadedFor || afterLoginChange === 'keep') return;
    const { query } = state;
    forget();
    if (afterLoginChange === 'refetch') void start(query, true);
  };

  // Even a bare get() after a logout must not show the last player's answer.
  client.track(onStart($state, followLogin));
  whileObserved(client, $state, () => {
    // What changed while nobody looked is not known: what is on show is loaded again (or the
    // autoLoad query for the first time). A load already on its way for it is shared.
    const shown = shownQuery();
    if (shown) void start(shown.query, false);
    const again = () => void refetch();
    const stops = [onLoginChange(client, followLogin), ...(settings.refetchOn ?? []).map((event) => client.on(event, again))];
    if (settings.refetchOnVisible) stops.push(platform.onVisible(again));
    if (settings.refetchOnReconnect) stops.push(client.on('reconnected', again));
    if (settings.refetchInterval) {
      polling = true;
      schedulePoll();
      stops.push(platform.onHidden(schedulePoll), platform.onVisible(schedulePoll), () => {
        polling = false;
        schedulePoll();
      });
    }
    return () => stops.forEach((stop) => stop());
  });
  client.track(abort);

  return {
    $state,
    load: (query) => start(query, false),
    refetch,
    mutate(update) {
      if (state.status !== 'ready') return;
      const value = update(state.value);
      if (value !== state.value) show({ ...state, value });
    },
    forget,
  };
}
