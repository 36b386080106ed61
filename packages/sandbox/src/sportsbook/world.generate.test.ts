import { describe, expect, it } from 'vitest';
import { liveBySportAt, scheduledWindow } from '../testing/schedule.window.ts';
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
  });
});
