import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepLive, toggleById, withoutFavourites } from './favourites.calc';

describe('favourite lists', () => {
  it('toggling twice gives the list back', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { maxLength: 10 }), fc.integer(), (ids, id) => {
        const list = ids.map((eventId) => ({ eventId }));
        const once = toggleById(list, { eventId: id }, 'eventId');
        expect(once.some((entry) => entry.eventId === id)).toBe(!ids.includes(id));
        const twice = toggleById(once, { eventId: id }, 'eventId');
        expect(new Set(twice.map((entry) => entry.eventId))).toEqual(new Set(ids));
      }),
    );
  });

  it('drops favourites that are no longer live', () => {
    expect(keepLive([{ eventId: 1 }, { eventId: 2 }], [2, 3])).toEqual([{ eventId: 2 }]);
  });

  it('removes favourited events from the normal list', () => {
    expect(withoutFavourites([{ id: 1 }, { id: 2 }, { id: 3 }], [{ eventId: 2 }])).toEqual([{ id: 1 }, { id: 3 }]);
  });
});
