import { LARGE_WORLD_TIMEOUT_MS } from '../testing/world.fixture.ts';
import { describe, expect, it } from 'vitest';
import { liveBySportAt, scheduledWindow, type TimedEvent } from '../testing/schedule.window.ts';
import { HOUR_MS } from './world.grid.ts';
import { horizonHours } from './world.options.ts';

const SATURDAY = Date.parse('2026-03-14T15:07:00Z');
const QUARTER_MS = 15 * 60_000;
/** The SDK asks feed/liveeventlist for take 200 per sport, and hides these sports. */
const LIVE_PAGE = 200;
const HIDDEN_SPORTS = new Set([11, 35]);

describe('the large world', () => {
  it('never has more live events of a visible sport than the live page takes, and about 2,000 live in all, at every quarter hour of its window', () => {
    const events = scheduledWindow('large', SATURDAY);
    const crowded: string[] = [];
    const totals: number[] = [];
    const start = Math.floor(SATURDAY / QUARTER_MS) * QUARTER_MS;
    // The live list grows only at kick-offs, which fall on quarter hours: these instants are its peaks.
    for (let instant = start; instant < start + horizonHours('large') * HOUR_MS; instant += QUARTER_MS) {
      let visible = 0;
      for (const [sportId, count] of liveBySportAt(events, instant)) {
        if (HIDDEN_SPORTS.has(sportId)) continue;
        visible += count;
        if (count > LIVE_PAGE) crowded.push(`${count} of sport ${sportId} at ${new Date(instant).toISOString()}`);
      }
      totals.push(visible);
    }
    expect(crowded).toEqual([]);
    expect(Math.min(...totals)).toBeGreaterThan(1500);
    expect(Math.max(...totals)).toBeLessThan(2500);
    expect(totals.reduce((sum, total) => sum + total, 0) / totals.length).toBeGreaterThan(1650);
  }, LARGE_WORLD_TIMEOUT_MS);
});

describe('the schedule', () => {
  it.each(['default', 'large'] as const)('never has a team in two matches at once, across all competitions (%s world, its whole window)', (size) => {
    const byTeam = new Map<string, { kickoff: number; end: number; id: number }[]>();
    for (const event of scheduledWindow(size, SATURDAY)) {
      for (const team of [event.homeName, event.awayName]) {
        const matches = byTeam.get(team) ?? [];
        matches.push(event);
        byTeam.set(team, matches);
      }
    }
    const clashes: string[] = [];
    for (const [team, matches] of byTeam) {
      matches.sort((a, b) => a.kickoff - b.kickoff);
      for (let index = 1; index < matches.length; index += 1) {
        const [before, after] = [matches[index - 1], matches[index]] as [TimedEvent, TimedEvent];
        if (after.kickoff < before.end) clashes.push(`${team}: ${before.id} and ${after.id}`);
      }
    }
    expect(byTeam.size).toBeGreaterThan(size === 'large' ? 4000 : 400);
    expect(clashes).toEqual([]);
  }, LARGE_WORLD_TIMEOUT_MS);

  it('plays every team again and again, against different opponents', () => {
    const events = scheduledWindow('default', SATURDAY);
    const rangers = events.filter((event) => event.homeName === 'Rangers' || event.awayName === 'Rangers');
    expect(new Set(rangers.map((event) => event.competitionId))).toEqual(new Set([12, 15]));
    expect(new Set(rangers.map((event) => (event.homeName === 'Rangers' ? event.awayName : event.homeName))).size).toBeGreaterThan(5);
  });
});
