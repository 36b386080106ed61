import { describe, expect, it } from 'vitest';
import type { EventDetail, OddChange } from './feed.schema';
import { detailOdds, withDetailOddChanges, withMainOddChanges } from './markets.calc';

const event = {
  id: 9,
  winner: { odd1: 1.85, oddX: 3.4, odd2: 4.2, odd1Id: 91, oddXId: 92, odd2Id: 93 },
  doubleChance: null,
  totalGoal: { under: 1.9, over: 1.9, underId: 95, overId: null },
};

const changes = (...list: OddChange[]) => new Map(list.map((change) => [change.id, change]));

describe('main market odds', () => {
  it('applies a new rate, and shows a locked odd as not offered', () => {
    const next = withMainOddChanges(
      event,
      changes({ id: 91, eventId: 9, rate: 1.7, locked: false }, { id: 95, eventId: 9, rate: 2.1, locked: true }),
    );
    expect(next.winner).toMatchObject({ odd1: 1.7, oddX: 3.4 });
    expect(next.totalGoal).toMatchObject({ under: 0, over: 1.9 });
    expect(event.winner.odd1).toBe(1.85);
  });

  it('keeps the same object when nothing of it changed', () => {
    expect(withMainOddChanges(event, changes({ id: 500, eventId: 1, rate: 2, locked: false }))).toBe(event);
    expect(withMainOddChanges(event, changes({ id: 92, eventId: 9, rate: 3.4, locked: false }))).toBe(event);
  });

  it('reopens a withdrawn odd that kept its id, and marks a market settled', () => {
    const late = { ...event, winner: { ...event.winner, odd2: 0 } };
    expect(withMainOddChanges(late, changes({ id: 93, eventId: 9, rate: 9.5, locked: false })).winner).toMatchObject({ odd2: 9.5 });
    const settled = withMainOddChanges(
      event,
      changes({ id: 95, eventId: 9, rate: 0, locked: true, settled: true }),
    );
    expect(settled.totalGoal).toEqual({ under: 0, over: 1.9, underId: 95, overId: null, settled: true });
    expect(settled.winner).toBe(event.winner);
    expect(withMainOddChanges(settled, changes({ id: 95, eventId: 9, rate: 0, locked: true, settled: true }))).toBe(settled);
  });
});

describe('event detail odds', () => {
  const detail = {
    id: 9,
    markets: [
      { id: 1, name: 'Maç Sonucu', odds: [{ id: 91, name: '1', rate: 1.85, locked: false }] },
      { id: 4, name: 'Handikap', odds: [{ id: 140, name: '1 (-1)', rate: 3.1, locked: false }] },
    ],
  } as EventDetail;

  it('applies rates and locks to the odd with that id only', () => {
    const next = withDetailOddChanges(detail, changes({ id: 140, eventId: 9, rate: 2.9, locked: true }));
    expect(next.markets[1]!.odds[0]).toMatchObject({ rate: 2.9, locked: true });
    expect(next.markets[0]).toBe(detail.markets[0]);
    expect(withDetailOddChanges(detail, changes({ id: 7, eventId: 9, rate: 2, locked: false }))).toBe(detail);
  });

  it('keeps a withdrawn odd in its place, locked at rate 0', () => {
    const next = withDetailOddChanges(detail, changes({ id: 91, eventId: 9, rate: 0, locked: true }));
    expect(next.markets[0]!.odds).toEqual([{ id: 91, name: '1', rate: 0, locked: true }]);
  });

  it('shows a market settled, with no odds, once its odds say so', () => {
    const next = withDetailOddChanges(detail, changes({ id: 140, eventId: 9, rate: 0, locked: true, settled: true }));
    expect(next.markets[1]).toEqual({ id: 4, name: 'Handikap', settled: true, odds: [] });
    expect(next.markets[0]).toBe(detail.markets[0]);
  });

  it('lists every odd', () => {
    expect(detailOdds(detail)).toEqual([{ id: 91, rate: 1.85 }, { id: 140, rate: 3.1 }]);
  });
});
