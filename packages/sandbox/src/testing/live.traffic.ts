import { LOCALES, type Locale } from '../i18n/locale.ts';
import { diffMarks, liveUpdateMessage, markSnapshot, type LiveDelta, type LiveMarks } from '../sportsbook/live.delta.ts';
import { WORLD_SIZES, type WorldSize } from '../sportsbook/world.grid.ts';
import type { SportsWorld } from '../sportsbook/world.ts';
import { openTestWorld } from './world.fixture.ts';

/** What the sbnotify hub would push, second by second, as the ticker does. */
export interface LiveTraffic {
  /** The live world as the first push compares it (what a client knows at the start). */
  start: LiveMarks;
  /** Bytes of each second's `LiveUpdate` message (0 when nothing changed and nothing was pushed). */
  bytes: number[];
  deltas: LiveDelta[];
  meanBytes: number;
  p95Bytes: number;
  maxBytes: number;
  oddsPerSecond: number;
  eventsPerSecond: number;
}

/** Moves the world's clock a second at a time and records every `LiveUpdate` it would push. */
export function recordLiveTraffic(world: SportsWorld, seconds: number, locale: Locale = 'tr'): LiveTraffic {
  const start = markSnapshot(world.live(), null);
  let marks = start;
  const bytes: number[] = [];
  const deltas: LiveDelta[] = [];
  for (let second = 0; second < seconds; second += 1) {
    world.advance(1000);
    world.invalidate();
    const next = markSnapshot(world.live(), marks);
    const delta = diffMarks(marks, next);
    marks = next;
    deltas.push(delta);
    bytes.push(Buffer.byteLength(liveUpdateMessage(delta, locale)));
  }
  const sorted = [...bytes].sort((a, b) => a - b);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    start,
    bytes,
    deltas,
    meanBytes: sum(bytes) / seconds,
    p95Bytes: sorted[Math.floor(seconds * 0.95)] ?? 0,
    maxBytes: sorted[sorted.length - 1] ?? 0,
    oddsPerSecond: sum(deltas.map((delta) => delta.odds.length)) / seconds,
    eventsPerSecond: sum(deltas.map((delta) => delta.events.length)) / seconds,
  };
}

// `node src/testing/live.traffic.ts [default|large] [seconds] [at] [tr|en]` prints the figures the README quotes.
if (import.meta.main) {
  const [size = 'default', seconds = '300', at = '2026-03-14T15:07:00Z', locale = 'tr'] = process.argv.slice(2);
  if (!WORLD_SIZES.includes(size as WorldSize) || !LOCALES.includes(locale as Locale)) throw new Error('usage: live.traffic.ts [default|large] [seconds] [at] [tr|en]');
  const world = openTestWorld(size as WorldSize, at);
  const live = world.live().views.length;
  const { meanBytes, p95Bytes, maxBytes, oddsPerSecond, eventsPerSecond } = recordLiveTraffic(world, Number(seconds), locale as Locale);
  const kb = (value: number) => `${(value / 1000).toFixed(1)} kB`;
  console.log(`${size} world at ${at}, ${live} live, ${seconds} s: LiveUpdate mean ${kb(meanBytes)}/s, p95 ${kb(p95Bytes)}, max ${kb(maxBytes)}; ${oddsPerSecond.toFixed(0)} odds and ${eventsPerSecond.toFixed(1)} events a second`);
}
