// The stories' back end: the sandbox's recorded answers (recording.json, made by record.ts), read by
// the msw handlers and by stories that point at one event, odd, competition or game.
import type { AuthData } from '@oyna/sdk';
import type { Bootstrap } from '@oyna/sdk/bootstrap';
import recordingJson from './recording.json';
import { callKey, type CallRequest, type RecordedCall, type StoryApiRecording, type StoryFacts, type StoryLocale } from './storyApi.types';

export * from './storyApi.types';

export const storyRecording = recordingJson as unknown as StoryApiRecording;

/** Ids and names picked from the recorded world (the live match, a prematch odd, the games, ...). */
export const storyFacts: StoryFacts = storyRecording.facts;

/** The scenes a story can ask for as `parameters.oyna.scene`. */
export type StoryScene = 'guest' | 'demouser' | 'vipuser' | 'newplayer' | (string & {});

/** The login a scene's client holds (`null` for a guest); throws for a scene that was never recorded. */
export function scenePlayer(scene: StoryScene): AuthData | null {
  const recorded = storyRecording.scenes[scene];
  if (!recorded) throw new Error(`The stories' back end has no scene '${scene}': add it to src/stories/api/scenes.ts and re-record.`);
  return recorded.player;
}

const index = (calls: RecordedCall[]) => new Map(calls.flatMap((call) => call.locales.map((locale) => [callKey({ ...call, locale }), call] as const)));
const worldIndex = index(storyRecording.world);
const sceneIndexes = new Map(Object.entries(storyRecording.scenes).map(([name, scene]) => [name, index(scene.calls)]));

/** The recorded answer to a call in a scene: the scene's own first, else the world's. */
export function findRecordedCall(scene: string, call: CallRequest): RecordedCall | null {
  const key = callKey(call);
  return sceneIndexes.get(scene)?.get(key) ?? worldIndex.get(key) ?? null;
}

/** The `data` of a recorded world answer, for a story that hands a widget what a page would have read. */
export function recordedData<T>(method: 'GET' | 'POST', path: string, options: { body?: unknown; locale?: StoryLocale; scene?: string } = {}): T {
  const call = findRecordedCall(options.scene ?? 'guest', { method, path, body: options.body, locale: options.locale ?? 'tr' });
  if (!call?.answer.success) throw new Error(`The stories' back end has no successful recording of ${method} ${path}: add it to src/stories/api/scenes.ts and re-record.`);
  return call.answer.data as T;
}

/** Start-up data as `cms/grouped` answered it, as a page that rendered it on the server stores it. */
export const recordedBootstrap = (locale: StoryLocale = 'tr'): Bootstrap => recordedData<Bootstrap>('GET', '/api/cms/grouped', { locale });
