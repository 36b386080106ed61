import { describe, expect, it } from 'vitest';
import { recordLiveTraffic } from '../testing/live.traffic.ts';
import { LARGE_WORLD_TIMEOUT_MS, openTestWorld } from '../testing/world.fixture.ts';
import { REPRICE_MIN_MS } from './odds.cadence.ts';

const SATURDAY = '2026-03-14T15:07:00Z';

describe('LiveUpdate deltas', () => {
  it('stay compact in the default world: about a kilobyte a second', () => {
    const traffic = recordLiveTraffic(openTestWorld('default', SATURDAY), 300);
    expect(traffic.meanBytes).toBeLessThan(2000);
    expect(traffic.p95Bytes).toBeLessThan(6000);
  });

  it('stay compact in the large world', () => {
    const traffic = recordLiveTraffic(openTestWorld('large', SATURDAY), 60);
    expect(traffic.meanBytes).toBeLessThan(64_000);
  }, LARGE_WORLD_TIMEOUT_MS);

  it('move an event’s odds on its own cadence: never twice within 10 s but for a goal, a reopening or a new period', () => {
    const traffic = recordLiveTraffic(openTestWorld('default', SATURDAY), 600);
    const state = new Map([...traffic.start].map(([id, mark]) => [id, mark]));
    const lastChange = new Map<number, number>();
    const tooSoon: string[] = [];
    traffic.deltas.forEach((delta, second) => {
      const turned = new Set<number>();
      for (const { mark } of delta.events) {
        const before = state.get(mark.view.event.id);
        const goal = mark.status === 'S' && before?.result !== mark.result;
        if (before?.phase !== mark.phase || before?.status !== mark.status || goal) turned.add(mark.view.event.id);
        state.set(mark.view.event.id, mark);
      }
      for (const eventId of new Set(delta.odds.map((odd) => odd.eventId))) {
        const last = lastChange.get(eventId);
        if (last !== undefined && (second - last) * 1000 < REPRICE_MIN_MS && !turned.has(eventId)) tooSoon.push(`${eventId} at ${second} s`);
        lastChange.set(eventId, second);
      }
    });
    expect(lastChange.size).toBeGreaterThan(20);
    expect(tooSoon).toEqual([]);
  });

  it('send only odds whose rate (2 decimals), lock or settlement changed; a withdrawn one locked at rate 0', () => {
    const traffic = recordLiveTraffic(openTestWorld('default', SATURDAY), 120);
    const known = new Map<number, string>();
    for (const mark of traffic.start.values()) {
      for (const [id, rate] of mark.odds) known.set(id, `${rate}|${mark.suspended || rate === 0}|${mark.settled.has(id)}`);
    }
    let sent = 0;
    let withdrawn = 0;
    for (const delta of traffic.deltas) {
      for (const odd of delta.odds) {
        expect(Math.round(odd.rate * 100) / 100).toBe(odd.rate);
        const shown = `${odd.rate}|${odd.locked}|${odd.settled === true}`;
        expect(known.get(odd.id)).not.toBe(shown);
        known.set(odd.id, shown);
        if (odd.rate === 0) {
          expect(odd.locked).toBe(true);
          withdrawn += 1;
        }
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(withdrawn).toBeGreaterThan(0);
  });

  it("settle a market's odds once, when its result becomes known: they go out locked at rate 0 with settled", () => {
    const traffic = recordLiveTraffic(openTestWorld('default', SATURDAY), 600);
    const settledOnce = new Map<number, number>();
    for (const delta of traffic.deltas) {
      for (const odd of delta.odds.filter((change) => change.settled)) {
        expect(odd).toMatchObject({ rate: 0, locked: true });
        settledOnce.set(odd.id, (settledOnce.get(odd.id) ?? 0) + 1);
      }
    }
    // Ten minutes of a Saturday afternoon: goals and half-times settle totals and first halves.
    expect(settledOnce.size).toBeGreaterThan(5);
    expect(new Set(settledOnce.values())).toEqual(new Set([1]));
  });

  it('are the same for the same seed and clock', () => {
    const first = recordLiveTraffic(openTestWorld('default', SATURDAY), 90);
    const twin = recordLiveTraffic(openTestWorld('default', SATURDAY), 90);
    expect(twin.bytes).toEqual(first.bytes);
    expect(twin.deltas.map((delta) => delta.odds)).toEqual(first.deltas.map((delta) => delta.odds));
  });
});
