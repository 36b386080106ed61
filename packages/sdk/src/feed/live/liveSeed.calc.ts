import type { LeagueGroup, LiveCategory } from '../shared/feed.schema';
import type { LiveGroups } from './live.calc';

/**
 * Live lists read before the page's scripts run (by the server that renders the page): every live
 * sport, and the first sport's first events. The live panel is drawn from them in the page's first
 * paint; the feed shows them until its own lists arrive (`LiveFeed.seed`).
 */
export interface LiveSeed {
  sports: readonly LiveCategory[];
  groups: LiveGroups;
}

/** A sport's first `max` events, in the order listed, in the league groups they belong to. */
export function firstEvents(groups: readonly LeagueGroup[], max: number): LeagueGroup[] {
  const kept: LeagueGroup[] = [];
  let left = max;
  for (const group of groups) {
    if (left <= 0) break;
    const events = group.events.slice(0, left);
    left -= events.length;
    kept.push(events.length === group.events.length ? group : { ...group, events });
  }
  return kept;
}
