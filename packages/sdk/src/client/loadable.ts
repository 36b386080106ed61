import type { OynaError } from '../errors/oyna.errors';

/**
 * What a store that loads holds: nothing asked yet, the answer to `query` on its way, the answer,
 * or why there is none. `query` is what the state is about (a page, a filter, an event), so a view
 * can say which page is loading or failed. A reload of the same query keeps `ready` on show.
 */
export type Loadable<T, Q = undefined> =
  | { status: 'idle' }
  /** `value`: the answer to the query before, for a store that keeps it on show meanwhile. */
  | { status: 'loading'; query: Q; value?: T }
  | { status: 'ready'; query: Q; value: T }
  /** `value`: the answer that was on show when this load failed (a reload of it, or one kept as above). */
  | { status: 'failed'; query: Q; error: OynaError; value?: T };

/** The answer a state holds (or the last one it keeps: see each state), or undefined while there is none. */
export const valueOf = <T>(state: Loadable<T, unknown>): T | undefined => (state.status === 'idle' ? undefined : (state as { value?: T }).value);
