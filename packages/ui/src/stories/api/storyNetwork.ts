/** A delay before an answer: milliseconds, or `'infinite'` for a call that never comes back. */
export type StoryDelay = number | 'infinite';

/** How one story's calls are answered, beyond the recording. */
export interface StoryNetwork {
  /** Whose answers: a scene of the recording (scenes.ts). A player logged in during the story continues in the scene of their login. */
  scene: string;
  /** Every answer waits this long, or only the calls named (`'auth/login'`, `'casino/categorygames'`: the path after `api/`). */
  delay?: StoryDelay | Record<string, StoryDelay>;
  /** Calls (named as for `delay`) that fail the way the sandbox fails when something breaks behind one: HTTP 500, its own envelope. */
  fail?: readonly string[];
}

const ORIGIN_OUTSIDE_A_BROWSER = 'https://stories.oyna.invalid/';
const stories = new Map<string, StoryNetwork>();
let last = 0;

/**
 * Gives a story's client an address of its own (`/__story/<n>/`, its API under it), under which the
 * msw handlers answer it from the recording as `network` says. Returns the base URL and the release.
 */
export function registerStoryNetwork(network: StoryNetwork): { baseUrl: string; release(): void } {
  const id = String(++last);
  stories.set(id, network);
  const page = globalThis.location?.origin && globalThis.location.origin !== 'null' ? globalThis.location.href : ORIGIN_OUTSIDE_A_BROWSER;
  return { baseUrl: new URL(`/__story/${id}/`, page).href, release: () => void stories.delete(id) };
}

const misses: { story: number; call: string }[] = [];

/** The number of the last story address given out: stories registered after it have greater ones. */
export const lastStoryNumber = (): number => last;

/** Notes a call of story `id` that the recording had no answer to. */
export const noteUnanswered = (id: string, call: string): void => void misses.push({ story: Number(id), call });

/** The unanswered calls of the stories registered after `mark` (from {@link lastStoryNumber}). */
export const unansweredAfter = (mark: number): string[] => misses.filter((miss) => miss.story > mark).map((miss) => miss.call);

/** The network of the story whose address this is; `null` once it was released. */
export const storyNetworkOf = (id: string): StoryNetwork | null => stories.get(id) ?? null;

/** A call's name as `delay` and `fail` give it: the path after `api/` (`/sbapi/api/feed/upcoming` → `feed/upcoming`). */
export const callName = (path: string): string => path.replace(/^\/(?:sbapi\/)?api\//, '').replace(/\?.*$/, '');

/** The delay `network` gives a call, if any. */
export function delayOf(network: StoryNetwork, name: string): StoryDelay | null {
  const { delay } = network;
  if (delay === undefined) return null;
  if (typeof delay === 'number' || delay === 'infinite') return delay;
  return delay[name] ?? null;
}
