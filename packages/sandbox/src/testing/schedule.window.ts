import { competitionById } from '../sportsbook/competitions.catalog.ts';
import { matchScript } from '../sportsbook/match.script.ts';
import { sportById } from '../sportsbook/sports.catalog.ts';
import { eventsOfHour, type WorldEvent } from '../sportsbook/world.generate.ts';
import { hourIndexOf, type WorldSize } from '../sportsbook/world.grid.ts';
import { TEST_WORLD_SEED, horizonHours, PAST_HOURS } from '../sportsbook/world.options.ts';

/** A scheduled event with the final whistle its script plays. */
export interface TimedEvent extends WorldEvent {
  end: number;
}

/** Every event the world materialises around `at` (its whole window), with when each one ends. */
export function scheduledWindow(size: WorldSize, at: number, seed = TEST_WORLD_SEED): TimedEvent[] {
  const events: TimedEvent[] = [];
  const now = hourIndexOf(at);
  for (let hour = now - PAST_HOURS; hour <= now + horizonHours(size); hour += 1) {
    for (const event of eventsOfHour(seed, size, hour)) {
      const competition = competitionById(event.competitionId);
      const sport = sportById(event.sportId);
      if (!competition || !sport) throw new Error(`event ${event.id} has no competition or sport`);
      events.push({ ...event, end: event.kickoff + matchScript(seed, event.id, sport, competition.periodMinutes).end });
    }
  }
  return events;
}

/** Live events by sport at `instant` (kicked off, not yet at the final whistle). */
export function liveBySportAt(events: readonly TimedEvent[], instant: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const event of events) {
    if (event.kickoff <= instant && instant < event.end) counts.set(event.sportId, (counts.get(event.sportId) ?? 0) + 1);
  }
  return counts;
}
