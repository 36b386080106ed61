import { describe, expect, it } from 'vitest';
import { leagueGroup, liveEvent } from './live.fixtures';
import { firstEvents } from './liveSeed.calc';

const events = (from: number, count: number) => Array.from({ length: count }, (_, index) => liveEvent(from + index));

describe('firstEvents', () => {
  const groups = [leagueGroup('Türkiye', 'Süper Lig', events(1, 3)), leagueGroup('İngiltere', 'Premier League', events(10, 4))];

  it('keeps the first events in the order listed, cutting the group where the count runs out', () => {
    const kept = firstEvents(groups, 5);
    expect(kept.map((group) => [group.name, group.events.map((event) => event.id)])).toEqual([
      ['Süper Lig', [1, 2, 3]],
      ['Premier League', [10, 11]],
    ]);
    // A cut group keeps its own count: the panel still says how many it has.
    expect(kept[1]!.count).toBe(groups[1]!.count);
  });

  it('leaves out groups past the count and keeps whole groups as they were', () => {
    const kept = firstEvents(groups, 3);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toBe(groups[0]);
    expect(firstEvents(groups, 0)).toEqual([]);
  });
});
