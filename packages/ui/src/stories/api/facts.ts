import type { Game } from '@oyna/sdk/casino';
import type { SandboxDriver } from './record.ts';
import type { StoryCompetition, StoryEvent, StoryFacts } from './storyApi.types.ts';

interface LiveEventRow extends Omit<StoryEvent, 'groupName'> {
  eventStatus: string;
  oddCount: number;
}

interface PrematchEventRow extends StoryEvent {
  winner: { odd1: number; odd1Id: number } | null;
}

interface CategoryTree {
  id: number;
  groups: { name: string; competitions: { id: number; name: string }[] }[];
}

/** Competition ids are stable in the sandbox's world (see its README). */
const COMPETITION_IDS = { superLig: 1, premierLeague: 3, nba: 101 } as const;

const event = ({ id, sportId, groupName, homeName, awayName }: StoryEvent): StoryEvent => ({ id, sportId, groupName, homeName, awayName });

/**
 * Picks, from the world the sandbox has at the frozen clock, the events, odds, competitions and
 * games the stories point at, by what they are rather than by id.
 */
export async function pickFacts(driver: SandboxDriver): Promise<StoryFacts> {
  const token = await driver.guestToken();
  const live = async (sportId: number) =>
    (await driver.succeed<{ groupName: string; events: LiveEventRow[] }[]>('POST', '/sbapi/api/feed/liveeventlist', { body: { sportId, skip: 0, take: 200 }, token }))
      .flatMap((group) => group.events.map((row) => ({ ...row, groupName: group.groupName })));
  const football = await live(1);
  const open = football.filter((row) => row.eventStatus === 'O');
  const liveMatch = [...open].sort((a, b) => b.oddCount - a.oddCount)[0];
  // A match suspended after a goal: one the world has, else the next open one, which the recorder gives a goal.
  const suspendedMatch = football.find((row) => row.eventStatus === 'S') ?? open.find((row) => row !== liveMatch);
  const liveTennis = (await live(3))[0];
  const liveBasketball = (await live(2))[0];
  if (!liveMatch || !suspendedMatch || !liveTennis || !liveBasketball) throw new Error('The sandbox world has no live football, tennis or basketball at the frozen clock.');

  const superLig = await driver.succeed<PrematchEventRow[]>('POST', '/sbapi/api/feed/eventlist', {
    body: { sportId: 1, competitionId: COMPETITION_IDS.superLig, skip: 0, take: 100 },
    token,
  });
  const prematchMatch = superLig.find((row) => row.winner);
  if (!prematchMatch?.winner) throw new Error('The sandbox world has no prematch Süper Lig match with a Match Result.');
  const detail = await driver.succeed<{ markets: { name: string }[] }>('POST', '/sbapi/api/feed/eventdetail', { body: { eventId: prematchMatch.id }, token });

  const tree = await driver.succeed<CategoryTree[]>('GET', '/sbapi/api/feed/categorylist', { token });
  const competition = (id: number): StoryCompetition => {
    for (const sport of tree)
      for (const group of sport.groups)
        for (const candidate of group.competitions) if (candidate.id === id) return { id, sportId: sport.id, name: candidate.name, groupName: group.name };
    throw new Error(`The sandbox's prematch tree has no competition ${id}.`);
  };

  const catalogue = (await driver.succeed<{ games: Game[] }[]>('POST', '/api/casino/games', { body: { search: '' }, token })).flatMap((group) => group.games);
  const game = (providerName: string): Game => {
    const found = catalogue.find((candidate) => candidate.providerName === providerName);
    if (!found) throw new Error(`The sandbox's casino has no ${providerName} game.`);
    return found;
  };

  return {
    liveMatch: event(liveMatch),
    suspendedMatch: event(suspendedMatch),
    liveTennis: event(liveTennis),
    liveBasketball: event(liveBasketball),
    prematchMatch: event(prematchMatch),
    prematchOdd: {
      id: prematchMatch.winner.odd1Id,
      rate: prematchMatch.winner.odd1,
      eventName: `${prematchMatch.homeName} – ${prematchMatch.awayName}`,
      marketName: detail.markets[0]?.name ?? '',
      name: '1',
    },
    competitions: {
      superLig: competition(COMPETITION_IDS.superLig),
      premierLeague: competition(COMPETITION_IDS.premierLeague),
      nba: competition(COMPETITION_IDS.nba),
    },
    games: { softGamings: game('SoftGamings'), digitain: game('Digitain'), amusnet: game('Amusnet') },
  };
}
