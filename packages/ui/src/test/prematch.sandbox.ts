import type {
  CompetitionChoice,
  EventDetail,
  PopularCompetition,
  PrematchCategory,
  PrematchEvent,
  SearchResult,
  TimeFilter,
} from '@oyna/sdk/feed';
import type { UiSandbox } from './sandbox';

// The prematch tests' reads of the sandbox's prematch feed (sandbox/src/sportsbook/feed.routes.ts),
// asked the way the SDK asks, so a test can compare what a widget shows with what the server said.

async function succeeded<T>(path: string, call: Promise<{ success: boolean; message: string; data: T }>): Promise<T> {
  const answer = await call;
  if (!answer.success) throw new Error(`${path} was refused: ${answer.message}`);
  return answer.data;
}

/** GET feed/categorylist: the sports tree with its counts, within `hour` hours when given. */
export function prematchTree(sandbox: UiSandbox, { hour = null, locale = 'en' }: { hour?: TimeFilter; locale?: string } = {}) {
  const path = hour === null ? 'feed/categorylist' : `feed/categorylist?hour=${hour}`;
  return succeeded(path, sandbox.sb<PrematchCategory[]>(path, { locale }));
}

/** A competition of the tree, found by its sport's and its own name, as the panel selects it (with its count). */
export function competitionIn(tree: readonly PrematchCategory[], sportName: string, name: string): CompetitionChoice & { count: number } {
  const sport = tree.find((candidate) => candidate.name === sportName);
  for (const group of sport?.groups ?? []) {
    const competition = group.competitions.find((candidate) => candidate.name === name);
    if (competition) return { competitionId: competition.id, sportId: sport!.id, name, groupName: group.name, count: competition.count };
  }
  throw new Error(`The sandbox's tree has no ${sportName} competition named ${name}.`);
}

/** POST feed/eventlist: a competition's events, the page the SDK asks for (the first 100). */
export function competitionEvents(sandbox: UiSandbox, choice: CompetitionChoice, locale = 'en') {
  const body = { sportId: choice.sportId, competitionId: choice.competitionId, skip: 0, take: 100 };
  return succeeded('feed/eventlist', sandbox.sb<PrematchEvent[]>('feed/eventlist', { body, locale }));
}

/** POST feed/eventdetail: an event with every market. */
export function eventDetail(sandbox: UiSandbox, eventId: number, locale = 'en') {
  return succeeded('feed/eventdetail', sandbox.sb<EventDetail>('feed/eventdetail', { body: { eventId }, locale }));
}

/** POST feed/searchupcoming: the upcoming events whose home or away team matches the text. */
export function searchTeams(sandbox: UiSandbox, teamName: string, locale = 'en') {
  return succeeded('feed/searchupcoming', sandbox.sb<SearchResult[]>('feed/searchupcoming', { body: { teamName }, locale }));
}

/** GET feed/upcoming: a sport's next events, soonest first, within `hour` hours when given. */
export function upcomingEvents(sandbox: UiSandbox, sportId: number, { hour = null, locale = 'en' }: { hour?: TimeFilter; locale?: string } = {}) {
  const path = `feed/upcoming?sportId=${sportId}${hour === null ? '' : `&hour=${hour}`}`;
  return succeeded(path, sandbox.sb<PrematchEvent[]>(path, { locale }));
}

/** GET sportsbook/popularcompetitions and sportsbook/popularevents: what the prematch home starts from. */
export async function popularLists(sandbox: UiSandbox, locale = 'en') {
  return {
    competitions: await succeeded('popularcompetitions', sandbox.sb<PopularCompetition[]>('sportsbook/popularcompetitions', { locale })),
    events: await succeeded('popularevents', sandbox.sb<PrematchEvent[]>('sportsbook/popularevents', { locale })),
  };
}

/**
 * A network whose calls to one path are refused until the returned function is called: with the
 * sandbox's envelope of a business failure (HTTP 200) and a message of the test's, or with an HTTP
 * error. For what the sandbox never refuses by itself (a competition's events, the popular lists).
 */
export function refusingNetwork(base: typeof globalThis.fetch = globalThis.fetch) {
  const refused = new Map<string, { status: number; message: string }>();
  const network: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const refusal = [...refused].find(([path]) => url.pathname.endsWith(path))?.[1];
    if (!refusal) return base(input, init);
    const body = JSON.stringify({ success: false, message: refusal.message, data: null });
    return new Response(body, { status: refusal.status, headers: { 'content-type': 'application/json' } });
  };
  return {
    fetch: network,
    refuse(path: string, message: string, status = 200): () => void {
      refused.set(path, { status, message });
      return () => void refused.delete(path);
    },
  };
}
