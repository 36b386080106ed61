import type { Locale } from '../i18n/locale.ts';
import { eventIdOfTracker, fullTimeName, liveResult, livePeriod, liveStatus } from './feed.views.ts';
import type { WireResult } from './result.ts';
import type { SportsWorld } from './world.ts';

/** What the match tracker shows for one feed id. */
export interface TrackerState {
  found: boolean;
  live: boolean;
  sport: string;
  competition: string;
  region: string;
  homeName: string;
  awayName: string;
  /** The main score, 'a : b'. */
  score: string;
  /** The current set's points (set sports), 'a : b', or ''. */
  points: string;
  period: string;
  minute: number | null;
  suspended: boolean;
}

const NOT_FOUND: TrackerState = {
  found: false, live: false, sport: '', competition: '', region: '', homeName: '', awayName: '', score: '', points: '', period: '', minute: null, suspended: false,
};

/** 'a : b' of the main score (goals, sets, maps, or basketball's points) or of a set sport's current set. */
const scoreOf = (result: WireResult, field: 'main' | 'points'): string => {
  const text = field === 'points' ? result.Points : (result.Goal ?? result.SetScore ?? result.MapScore ?? result.Points);
  return text ? text.replace('-', ' : ') : '';
};

/** The tracker's view of the event whose `liveActiveExefeedId` is `feedId`: live, finished, or not found. */
export function trackerState(world: SportsWorld, feedId: string, locale: Locale): TrackerState {
  const eventId = eventIdOfTracker(feedId);
  if (eventId === null) return NOT_FOUND;
  const view = world.live().byId.get(eventId);
  if (view) {
    const result = liveResult(view);
    const setSport = view.sport.play.kind === 'sets';
    return {
      found: true,
      live: true,
      sport: view.sport.name[locale],
      competition: view.competition.name,
      region: view.competition.region.name[locale],
      homeName: view.event.homeName,
      awayName: view.event.awayName,
      score: scoreOf(result, 'main'),
      points: setSport ? scoreOf(result, 'points') : '',
      period: livePeriod(view, locale),
      minute: view.state.minute,
      suspended: liveStatus(view) !== 'O',
    };
  }
  const event = world.repository.find(eventId);
  const context = event && event.endMs !== null ? world.contextOf(event) : null;
  if (!context || !event?.result) return NOT_FOUND;
  return {
    found: true,
    live: false,
    sport: context.sport.name[locale],
    competition: context.competition.name,
    region: context.competition.region.name[locale],
    homeName: event.homeName,
    awayName: event.awayName,
    score: scoreOf(JSON.parse(event.result) as WireResult, 'main'),
    points: '',
    period: fullTimeName(locale),
    minute: null,
    suspended: false,
  };
}
