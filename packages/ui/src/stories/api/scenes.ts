// What the stories' back end knows: the calls the stories make, and the scenes (who is asking, with
// which slip, bets, favourites and notifications) they make them in. The recorder (record.ts) plays
// each scene on a real sandbox and keeps the answers; a call no scene lists answers the stories a
// loud 404 naming this file.
import { TEST_CLOCK, TEST_WORLD_SEED } from '@oyna/sandbox';
import type { SandboxDriver } from './record.ts';
import type { StoryFacts, StoryLocale } from './storyApi.types.ts';

export interface CallSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** @default every language in STORY_LOCALES */
  locales?: readonly StoryLocale[];
  /** A toggle: made again after each language's answer (not recorded), so the next language meets the scene as it was. */
  toggle?: boolean;
}

export interface SceneContext {
  driver: SandboxDriver;
  /** The scene's bearer: the guest's anonymous token or the player's login. */
  token: string;
  facts: StoryFacts;
}

export interface SceneSpec {
  /** Who asks: a new guest, a seeded player, or a player who has just signed up. */
  who: 'guest' | 'demouser' | 'vipuser' | 'newplayer';
  /** Brings the scene's player or guest where the stories need them (slip, bets, favourites, world). */
  setup?(context: SceneContext): Promise<void>;
  /** The calls whose answers depend on who asks (or, for a scene with a world of its own, on that world). */
  calls(context: SceneContext): CallSpec[] | Promise<CallSpec[]>;
}

const get = (path: string, locales?: readonly StoryLocale[]): CallSpec => ({ method: 'GET', path, ...(locales ? { locales } : {}) });
const post = (path: string, body: unknown, locales?: readonly StoryLocale[]): CallSpec => ({ method: 'POST', path, body, ...(locales ? { locales } : {}) });

const sb = (path: string) => `/sbapi/api/${path}`;
const api = (path: string) => `/api/${path}`;

const LIVE_PAGE = { skip: 0, take: 200 };

/** The live lists of every sport the world has live now, as the live store loads them. */
async function liveListCalls({ driver, token }: SceneContext, locales?: readonly StoryLocale[]): Promise<CallSpec[]> {
  const sports = await driver.succeed<{ id: number }[]>('GET', sb('feed/livecategorylist'), { token });
  return [get(sb('feed/livecategorylist'), locales), ...sports.map((sport) => post(sb('feed/liveeventlist'), { sportId: sport.id, ...LIVE_PAGE }, locales))];
}

/** Answers that depend only on the world: the feed, the CMS and the casino's catalogue. */
export async function worldCalls(context: SceneContext): Promise<CallSpec[]> {
  const { facts } = context;
  return [
    get(api('cms/grouped')),
    ...(await liveListCalls(context)),
    ...[facts.liveMatch, facts.suspendedMatch, facts.liveTennis, facts.prematchMatch].map((event) => post(sb('feed/eventdetail'), { eventId: event.id })),
    post(sb('feed/eventdetail'), { eventId: 1 }),
    get(sb('feed/categorylist')),
    // The big lists only in the languages of the stories that show them.
    ...[facts.competitions.superLig, facts.competitions.premierLeague].map((competition) =>
      post(sb('feed/eventlist'), { sportId: competition.sportId, competitionId: competition.id, skip: 0, take: 100 }, ['tr']),
    ),
    post(sb('feed/eventlist'), { sportId: facts.competitions.nba.sportId, competitionId: facts.competitions.nba.id, skip: 0, take: 100 }, ['en']),
    get(sb('feed/upcoming?sportId=1')),
    get(sb('feed/upcoming?sportId=1&hour=12'), ['tr']),
    get(sb('feed/upcoming?sportId=99')),
    get(sb('sportsbook/popularevents')),
    get(sb('sportsbook/popularcompetitions')),
    // What the TeamSearch story suggests typing.
    ...['gala', 'madrid'].map((teamName) => post(sb('feed/searchupcoming'), { teamName })),
    get(api('casino/eqyptquest')),
    // Every tab of the three lobbies the stories show (slots, live casino, TV bets).
    ...[1, 2, 3, 4, 5, 13, 10, 6, 7, 8, 9, 14, 11].map((category) => post(api('casino/categorygames'), { systemCategory: [category] })),
    post(api('auth/login'), { username: 'demouser', password: 'demo12345' }),
    post(api('auth/login'), { username: 'vipuser', password: 'demo12345' }),
    post(api('auth/login'), { username: 'demouser', password: 'yanlis12345' }),
    // The sign-up form's countries, and recovery's first step (a second mail within a minute is refused, so one name per language).
    get(api('auth/form')),
    post(api('auth/sendresetpassword'), { username: 'vipuser' }, ['tr']),
    post(api('auth/sendresetpassword'), { username: 'demouser' }, ['en']),
  ];
}

/**
 * Pictures no answer names but the widgets ask for: the jackpot cards' artwork, at the address the
 * SDK makes of the two cards it shows (`jackpotCards`: `{assetBase}/{folder}/background.svg`, `logo.svg`).
 */
export const extraMedia = ['clover-chance', 'high-cash'].flatMap((folder) =>
  ['background', 'logo'].map((file) => `/api/casino/art/jackpots/${folder}/${file}.svg`),
);

const guestCalls = (): CallSpec[] => [get(api('auth/token')), get(sb('sportsbook/betslip'))];

const playerCalls = (): CallSpec[] => [
  get(api('user/balance')),
  post(api('customer/notification'), { skip: 0, take: 100 }),
  get(sb('sportsbook/betslip')),
];

// ---- Setting scenes up, through the sandbox's API and test hooks ----------------------------------

interface Row {
  id: number;
  eventStatus?: string;
  winner: { odd1Id: number; odd1: number; oddXId?: number; odd2Id: number } | null;
}

const prematchRows = async ({ driver, token }: SceneContext) => driver.succeed<Row[]>('GET', sb('feed/upcoming?sportId=1'), { token });
const popularRows = async ({ driver, token }: SceneContext) => driver.succeed<Row[]>('GET', sb('sportsbook/popularevents'), { token });
const liveRows = async ({ driver, token }: SceneContext) =>
  (await driver.succeed<{ events: Row[] }[]>('POST', sb('feed/liveeventlist'), { body: { sportId: 1, ...LIVE_PAGE }, token }))
    .flatMap((group) => group.events)
    .filter((row) => row.eventStatus === 'O' && row.winner);

const home = (row: Row | undefined) => {
  if (!row?.winner) throw new Error('The sandbox world has fewer events with a Match Result than the scenes need.');
  return row.winner.odd1Id;
};
const away = (row: Row | undefined) => {
  if (!row?.winner) throw new Error('The sandbox world has fewer events with a Match Result than the scenes need.');
  return row.winner.odd2Id;
};
const draw = (row: Row | undefined) => {
  if (!row?.winner?.oddXId) throw new Error('The sandbox world has no event with a draw where the scenes need one.');
  return row.winner.oddXId;
};

async function pick({ driver, token }: SceneContext, ...oddIds: number[]) {
  for (const oddId of oddIds) await driver.succeed('POST', sb('sportsbook/toggleOdd'), { body: { oddId, isLive: false }, token });
}
async function stake({ driver, token }: SceneContext, oddId: number, amount: number) {
  await driver.succeed('POST', sb('sportsbook/calculate'), { body: { type: 1, oddId, amount }, token });
}
async function multipleStake({ driver, token }: SceneContext, amount: number) {
  await driver.succeed('POST', sb('sportsbook/calculate'), { body: { type: 2, amount }, token });
}
async function placeSingle(context: SceneContext, oddId: number, amount: number) {
  await pick(context, oddId);
  await context.driver.succeed('POST', sb('sportsbook/placeBet'), { body: { type: 1, selection: [{ oddId, amount }], acceptChanges: true }, token: context.token });
}

/**
 * Places singles of 10 on the first `count` prematch football matches and ends them by the test hook
 * so that they are won, lost and returned in turn. Returns the matches, used and not.
 */
async function placeSettledSingles(context: SceneContext, count: number): Promise<Row[]> {
  const rows = (await prematchRows(context)).filter((row) => row.winner);
  const endings = [{ homeScore: 2, awayScore: 0 }, { homeScore: 0, awayScore: 1 }, { cancelled: true }];
  for (let index = 0; index < count; index += 1) {
    const row = rows[index];
    await placeSingle(context, home(row), 10);
    await context.driver.hook('finish', { eventId: row!.id, ...endings[index % endings.length] });
  }
  return rows;
}

/** The dashboard's pages as they first load (`HISTORY_PAGE_SIZE` rows), Game Activities' second page and Personal information. */
const dashboardCalls = (): CallSpec[] => [
  ...['gameactivities', 'bonuses', 'financialhistory', 'sessions'].map((list) => post(api(`customer/${list}`), { skip: 0, take: 10 })),
  post(api('customer/gameactivities'), { skip: 10, take: 10 }),
  get(api('customer/profile')),
];

const myBetsCalls = (): CallSpec[] => [
  post(sb('sportsbook/mybets'), { skip: 0, take: 10, settled: false }),
  post(sb('sportsbook/mybets'), { skip: 0, take: 10, settled: true }),
  post(sb('sportsbook/mybets'), { skip: 10, take: 10, settled: true }),
];

/** The scenes, by the name a story gives as `parameters.oyna.scene`. */
export const storyScenes: Record<string, SceneSpec> = {
  /** A visitor with an empty slip. */
  guest: {
    who: 'guest',
    calls: ({ facts }) => [...guestCalls(), { ...post(sb('sportsbook/toggleOdd'), { oddId: facts.prematchOdd.id, isLive: false }), toggle: true }],
  },
  /** A visitor with a draw on the slip, staked 10. */
  'guest-with-pick': {
    who: 'guest',
    async setup(context) {
      const oddId = draw((await popularRows(context)).find((row) => row.winner?.oddXId));
      await pick(context, oddId);
      await stake(context, oddId, 10);
    },
    calls: () => guestCalls(),
  },
  /** Deniz (group 1, no betting platform): three notifications, two unread; two live casino games among the favourites. */
  demouser: {
    who: 'demouser',
    async setup({ driver, token }) {
      const live = (await driver.succeed<{ games: { gameCode: string; mainProviderId: number }[] }[]>('POST', api('casino/games'), { body: { search: '', live: true }, token }))
        .flatMap((group) => group.games)
        .slice(0, 2);
      for (const game of live) await driver.succeed('POST', api('casino/togglefavorite'), { body: { code: game.gameCode, providerId: game.mainProviderId }, token });
    },
    calls: ({ facts }) => {
      const { system, gameCode } = facts.games.softGamings;
      return [
        ...playerCalls(),
        ...dashboardCalls(),
        get(api('casino/favorites')),
        // The play dialog on a phone, the play page on a desktop.
        ...[1, 0].map((isMobile) => post(api('casino/softgamingslaunchurl'), { system, pageCode: gameCode, isMobile })),
      ];
    },
  },
  /** Selin (group 3: the crown), with betco access. */
  vipuser: { who: 'vipuser', calls: () => [...playerCalls(), ...dashboardCalls()] },
  /** A player who has just signed up: no notifications, no coupons, no history but this session. */
  newplayer: { who: 'newplayer', calls: () => [...playerCalls(), ...myBetsCalls(), ...dashboardCalls()] },
  /** The new player back from phone verification, the code read from the sandbox's outbox: the trial bonus is theirs to claim (once, so in Turkish only). */
  'newplayer-verified': {
    who: 'newplayer',
    async setup({ driver, token }) {
      const { phone } = await driver.succeed<{ phone: string }>('GET', api('customer/profile'), { token });
      await driver.succeed('POST', api('customer/updatephone'), { body: { step: 1, phone, code: '' }, token });
      const [sent] = await driver.succeed<{ code: string }[]>('GET', `/__test/outbox?to=${phone}`);
      await driver.succeed('POST', api('customer/updatephone'), { body: { step: 2, phone, code: sent!.code }, token });
    },
    calls: () => [...playerCalls(), get(api('bonus/definetrialbonus'), ['tr'])],
  },
  /** Deniz with a single on the live match, staked 50. */
  'demouser-single': {
    who: 'demouser',
    async setup(context) {
      const oddId = home((await liveRows(context)).find((row) => row.id === context.facts.liveMatch.id));
      await pick(context, oddId);
      await stake(context, oddId, 50);
    },
    calls: playerCalls,
  },
  /** Deniz with two prematch picks and a multiple stake of 50. */
  'demouser-two-picks': {
    who: 'demouser',
    async setup(context) {
      const rows = await popularRows(context);
      await pick(context, home(rows[0]), home(rows[1]));
      await multipleStake(context, 50);
    },
    calls: playerCalls,
  },
  /** Deniz with three picks (the live match and two prematch) and a multiple stake of 100. */
  'demouser-multiple': {
    who: 'demouser',
    async setup(context) {
      const rows = await popularRows(context);
      const live = (await liveRows(context)).find((row) => row.id === context.facts.liveMatch.id);
      await pick(context, home(live), away(rows[0]), home(rows[1]));
      await multipleStake(context, 100);
    },
    calls: playerCalls,
  },
  /** Deniz with two singles, staked 40 and 25. */
  'demouser-singles': {
    who: 'demouser',
    async setup(context) {
      const rows = await popularRows(context);
      await pick(context, home(rows[2]), home(rows[3]));
      await stake(context, home(rows[2]), 40);
      await stake(context, home(rows[3]), 25);
    },
    calls: playerCalls,
  },
  /** Deniz with two singles (20 and 30), the first one's odd moved since it was added. */
  'demouser-odds-changed': {
    who: 'demouser',
    async setup(context) {
      const rows = await popularRows(context);
      const moved = rows[4];
      await pick(context, home(moved), away(rows[5]));
      await stake(context, home(moved), 20);
      await stake(context, away(rows[5]), 30);
      const rate = Math.round(((moved?.winner?.odd1 ?? 1) + 0.2) * 100) / 100;
      await context.driver.hook('odds', { oddId: home(moved), rate });
    },
    calls: playerCalls,
  },
  /** Deniz's three settled coupons: a single won, one lost and one returned (their matches ended by the test hook). */
  'demouser-settled': {
    who: 'demouser',
    async setup(context) {
      await placeSettledSingles(context, 3);
    },
    calls: () => [...playerCalls(), ...myBetsCalls()],
  },
  /** Deniz's coupons: twelve settled singles, then two open ones: a multiple on two live matches and a prematch single. */
  'demouser-bets': {
    who: 'demouser',
    async setup(context) {
      const rows = await placeSettledSingles(context, 12);
      const live = await liveRows(context);
      await pick(context, home(live[0]), home(live[1]));
      await context.driver.succeed('POST', sb('sportsbook/placeBet'), { body: { type: 2, amount: 20, acceptChanges: true }, token: context.token });
      await placeSingle(context, home(rows[12]), 15);
    },
    calls: () => [...playerCalls(), ...myBetsCalls()],
  },
  /** A guest in the large world: about two thousand live events at once. */
  busy: {
    who: 'guest',
    async setup({ driver }) {
      await driver.hook('world', { seed: TEST_WORLD_SEED, world: 'large', at: TEST_CLOCK, freeze: true });
    },
    calls: async (context) => [...guestCalls(), ...(await liveListCalls(context, ['tr']))],
  },
};
