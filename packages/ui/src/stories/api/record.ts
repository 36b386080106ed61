// Records what the stories' back end answers, from a real sandbox. Runs in Node (the script
// `scripts/record-story-api.ts` and `recording.test.ts`), never in a story: hence the `.ts` imports.
import type { AuthData } from '@oyna/sdk';
import { createSandbox, TEST_CLOCK, testSandboxOptions, type Sandbox } from '@oyna/sandbox';
import { extraMedia, storyScenes, worldCalls, type CallSpec, type SceneContext } from './scenes.ts';
import {
  RECORD_COMMAND,
  sceneToken,
  STORY_LOCALES,
  type Envelope,
  type RecordedCall,
  type RecordedScene,
  type StoryApiRecording,
  type StoryFacts,
} from './storyApi.types.ts';
import { pickFacts } from './facts.ts';

/** The sandbox's artwork (SVG text) by path, for Storybook's `<img>`s. */
export type StoryMedia = Record<string, string>;

/** The fingerprint every recorded call sends, so answers that echo it read the same on every run. */
const FINGERPRINT = 'story-fingerprint';
const SANDBOX_ORIGIN = 'https://sandbox.oyna.invalid';
/** Set while the recorder breaks the sandbox on purpose, so the error it logs then is not shown. */
const breaking = { now: false };

/** A sandbox of the recording's own, as the ui tests' factory starts them: in memory, the test seed's world frozen at {@link TEST_CLOCK}. */
const startRecordingSandbox = (): Promise<Sandbox> =>
  createSandbox(testSandboxOptions({ logStream: { write: (line) => void (breaking.now || process.stderr.write(line)) } }));

interface Answer {
  status: number;
  answer: Envelope;
}

/** Talks to one sandbox the way the SDK does (bearer, fingerprint, language). */
export function sandboxDriver(url: string) {
  async function call(method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string | null; locale?: string } = {}): Promise<Answer> {
    const response = await fetch(url + path, {
      method,
      headers: {
        accept: 'application/json',
        'accept-language': options.locale ?? 'tr',
        'x-fingerprint': FINGERPRINT,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, answer: (await response.json()) as Envelope };
  }
  async function succeed<T>(method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string | null; locale?: string } = {}): Promise<T> {
    const { status, answer } = await call(method, path, options);
    if (status !== 200 || !answer.success) throw new Error(`${method} ${path} was refused (${status}): ${answer.message}`);
    return answer.data as T;
  }
  return {
    call,
    succeed,
    hook: <T = unknown>(path: string, body: unknown = {}) => succeed<T>('POST', `/__test/${path}`, { body }),
    guestToken: () => succeed<string>('GET', '/api/auth/token'),
    text: async (path: string) => {
      const response = await fetch(url + path);
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      return response.text();
    },
  };
}
export type SandboxDriver = ReturnType<typeof sandboxDriver>;

/**
 * Replaces what differs from run to run (tokens, game sessions, the sandbox's address, the wall
 * clock) with fixed values, in everything recorded: a login's token becomes the token of the scene
 * named after its player (so a story that logs in goes on in that scene), other tokens their
 * scene's. Notifications are stamped by the wall clock (the seed's some hours before the reset,
 * a settlement's when it happens), not by the world's frozen one: their `timeStamp` is moved onto
 * the world's clock, whole minutes before or after it as they were before or after the reset. The
 * dashboard's histories (the demo players' past, this scene's login) are stamped by the wall clock
 * too, and move the same way.
 */
function normaliser(sandboxUrl: string) {
  const replacements = new Map<string, string>([[sandboxUrl, SANDBOX_ORIGIN]]);
  const scenes = new Set(Object.keys(storyScenes));
  const worldClock = Date.parse(TEST_CLOCK);
  let resetAt = Date.now();
  const minutesOnWorldClock = (wall: number) => new Date(worldClock + Math.round((wall - resetAt) / 60_000) * 60_000).toISOString();
  const onWorldClock = (stamp: string) => minutesOnWorldClock(Date.parse(`${stamp}Z`)).slice(0, 19);
  return {
    /** Every later occurrence of `value` reads `placeholder`. */
    replace(value: string, placeholder: string) {
      if (value) replacements.set(value, placeholder);
    },
    /** The wall-clock time of the reset the scene being recorded started from. */
    reset(at: number) {
      resetAt = at;
    },
    apply<T>(value: T): T {
      const history = isHistoryCall(value);
      let text = JSON.stringify(value);
      for (const [from, to] of replacements) text = text.split(from).join(to);
      text = text.replace(/session=[A-Za-z0-9_.~%-]+/g, 'session=story-game-session');
      return JSON.parse(text, (key, field: unknown) => {
        if ((key === 'betsyToken' || key === 'betcoToken') && field) return `story-${key}`;
        if (key === 'timeStamp' && typeof field === 'string' && WALL_CLOCK_STAMP.test(field)) return onWorldClock(field);
        if (history && HISTORY_TIMES.has(key) && typeof field === 'string' && ISO_STAMP.test(field)) return minutesOnWorldClock(Date.parse(field));
        if (isLogin(field) && !field.token.startsWith('story-token:') && scenes.has(field.username)) return { ...field, token: sceneToken(field.username) };
        return field;
      }) as T;
    },
  };
}

/** A notification's `timeStamp`: UTC without a zone. */
const WALL_CLOCK_STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/;

/** A time in the dashboard's answers: ISO 8601 UTC with `Z`. */
const ISO_STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const HISTORY_TIMES = new Set(['playedAt', 'grantedAt', 'expiresAt', 'createdAt', 'updatedAt', 'startedAt', 'lastUsedAt', 'endedAt', 'registeredAt']);
/** The dashboard's calls (`customer/gameactivities`, `customer/profile`, …), whose times the wall clock stamps. */
const isHistoryCall = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  /^\/api\/customer\/(gameactivities|bonuses|financialhistory|sessions|profile)$/.test(String((value as { path?: unknown }).path));

const isLogin = (value: unknown): value is { token: string; username: string } =>
  typeof value === 'object' && value !== null && typeof (value as { token?: unknown }).token === 'string' && typeof (value as { username?: unknown }).username === 'string';

async function recordCalls(driver: SandboxDriver, specs: CallSpec[], scene: string, token: string, normalise: (value: RecordedCall) => RecordedCall) {
  const calls: RecordedCall[] = [];
  for (const spec of specs) {
    const answers: RecordedCall[] = [];
    for (const locale of spec.locales ?? STORY_LOCALES) {
      const { status, answer } = await driver.call(spec.method, spec.path, { body: spec.body, token, locale });
      // A fresh anonymous token is the scene's own to the stories: the one their client already holds.
      if (spec.path === '/api/auth/token' && answer.success) answer.data = sceneToken(scene);
      const recorded = normalise({ method: spec.method, path: spec.path, ...(spec.body === undefined ? {} : { body: spec.body }), locales: [locale], status, answer });
      if (spec.toggle) await driver.call(spec.method, spec.path, { body: spec.body, token, locale });
      // An answer that reads the same in another language is kept once.
      const same = answers.find((other) => other.status === recorded.status && JSON.stringify(other.answer) === JSON.stringify(recorded.answer));
      if (same) same.locales.push(locale);
      else answers.push(recorded);
    }
    calls.push(...answers);
  }
  return calls;
}

/**
 * Starts a fresh sandbox in this process, plays every scene through its API and test hooks and
 * keeps the answers to every call the stories make, with what varies from run to run normalised.
 */
export async function recordStoryApi(): Promise<{ recording: StoryApiRecording; media: StoryMedia }> {
  const sandbox = await startRecordingSandbox();
  try {
    const driver = sandboxDriver(sandbox.url);
    const normalise = normaliser(sandbox.url);
    const apply = <T>(value: T) => normalise.apply(value);

    /** Back to the seed, with the world's one change: a live match suspended after a goal. */
    let facts: StoryFacts | null = null;
    const resetWorld = async () => {
      normalise.reset(Date.now());
      await driver.hook('reset');
      if (facts && facts.suspendedMatch.id !== facts.liveMatch.id) await ensureSuspended(driver, facts.suspendedMatch.id);
    };
    facts = await pickFacts(driver);
    await resetWorld();

    const guest = await driver.guestToken();
    normalise.replace(guest, sceneToken('world'));
    const world = await recordCalls(driver, await worldCalls({ driver, token: guest, facts }), 'world', guest, apply);

    const scenes: Record<string, RecordedScene> = {};
    for (const [name, scene] of Object.entries(storyScenes)) {
      await resetWorld();
      let token: string;
      let player: AuthData | null = null;
      if (scene.who === 'guest') token = await driver.guestToken();
      else {
        const anonymous = await driver.guestToken();
        player =
          scene.who === 'newplayer'
            ? await driver.succeed<AuthData>('POST', '/api/auth/register', { body: NEW_PLAYER, token: anonymous })
            : await driver.succeed<AuthData>('POST', '/api/auth/login', { body: { username: scene.who, password: STORY_PASSWORD }, token: anonymous });
        token = player.token;
      }
      normalise.replace(token, sceneToken(name));
      const context: SceneContext = { driver, token, facts };
      await scene.setup?.(context);
      scenes[name] = { player: player && apply(player), calls: await recordCalls(driver, await scene.calls(context), name, token, apply) };
    }

    const failure = await recordFailure(sandbox, driver);
    const media: StoryMedia = {};
    for (const path of [...mediaPaths([world, ...Object.values(scenes).map((scene) => scene.calls)]), ...extraMedia]) media[path] = await driver.text(path);

    const recording: StoryApiRecording = {
      about: `Answers of a sandbox (in memory, world frozen at ${TEST_CLOCK}) to the calls the stories make. Made by ${RECORD_COMMAND}; do not edit.`,
      clock: TEST_CLOCK,
      facts: apply(facts),
      world,
      scenes,
      failure,
    };
    return { recording, media };
  } finally {
    await sandbox.close();
  }
}

/** The seeded players' password. */
const STORY_PASSWORD = 'demo12345';

/** The player the `newplayer` scene signs up: nothing yet, no notifications, no coupons. */
const NEW_PLAYER = {
  name: 'Ece',
  surname: 'Kaya',
  username: 'ecekaya',
  email: 'ece.kaya@example.com',
  phone: '905551234567',
  PersonalNo: '12345678950',
  country: 235,
  currencyId: 1,
  birthDate: '1996-04-21',
  trialBonus: 0,
  password: 'gizli12345',
  password2: 'gizli12345',
};

/** Forces a goal in a live match unless it is suspended already. */
async function ensureSuspended(driver: SandboxDriver, eventId: number) {
  const detail = await driver.succeed<{ eventStatus: string }>('POST', '/sbapi/api/feed/eventdetail', { body: { eventId }, token: await driver.guestToken() });
  if (detail.eventStatus !== 'S') await driver.hook('goal', { eventId, side: 'home' });
}

/**
 * The sandbox's answer when something breaks behind a call (HTTP 500): provoked for real, by taking
 * the casino catalogue's table away from the sandbox of this recording for a moment.
 */
async function recordFailure(sandbox: Sandbox, driver: SandboxDriver): Promise<StoryApiRecording['failure']> {
  const token = await driver.guestToken();
  sandbox.db.exec('ALTER TABLE casino_games RENAME TO casino_games_away');
  breaking.now = true;
  try {
    const failure = {} as StoryApiRecording['failure'];
    for (const locale of STORY_LOCALES) {
      const answer = await driver.call('POST', '/api/casino/categorygames', { body: { systemCategory: [1] }, token, locale });
      if (answer.status < 500) throw new Error(`The broken catalogue answered ${answer.status}, not a server error: ${answer.answer.message}`);
      failure[locale] = answer;
    }
    return failure;
  } finally {
    breaking.now = false;
    sandbox.db.exec('ALTER TABLE casino_games_away RENAME TO casino_games');
  }
}

/** The artwork the recorded answers point at: banners, category icons, game and provider art. */
function mediaPaths(calls: RecordedCall[][]): string[] {
  const paths = new Set<string>();
  const text = JSON.stringify(calls);
  for (const match of text.matchAll(/"(\/api\/(?:cms\/media|casino\/art)\/[^"]+)"/g)) paths.add(match[1]!);
  return [...paths].sort();
}
