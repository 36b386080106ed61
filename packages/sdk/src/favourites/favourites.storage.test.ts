import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCompetitionFavourites, parseLiveFavourites, parsePrematchFavourites } from './favourites.storage';

describe('stored favourites', () => {
  it('reads nothing stored as an empty list', () => {
    expect(parseLiveFavourites(null)).toEqual([]);
  });

  it('reads entries with numeric ids, filling missing labels', () => {
    expect(parseLiveFavourites('[{"eventId":5,"sportId":1,"homeName":"Göztepe","awayName":null}]')).toEqual([
      { eventId: 5, sportId: 1, groupName: '', homeName: 'Göztepe', awayName: '' },
    ]);
    expect(parsePrematchFavourites('[{"eventId":9}]')).toEqual([
      { eventId: 9, sportId: 1, groupName: '', leagueName: '', homeName: '', awayName: '', eventDate: '' },
    ]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"eventId":1}'],
    ['a text id', '[{"eventId":"5","sportId":1}]'],
    ['a missing id', '[{"eventId":5}]'],
  ])('asks to clear live favourites that are %s', (_, stored) => {
    expect(parseLiveFavourites(stored)).toBeNull();
  });

  it('needs a text name on competitions', () => {
    expect(parseCompetitionFavourites('[{"competitionId":3,"sportId":1,"name":7}]')).toBeNull();
    expect(parseCompetitionFavourites('[{"competitionId":3,"sportId":1,"name":"Süper Lig","count":"x"}]')).toEqual([
      { competitionId: 3, sportId: 1, name: 'Süper Lig', groupName: '', count: 0 },
    ]);
  });

  it('reads back whatever it would store', () => {
    const favourite = fc.record({
      eventId: fc.integer(),
      sportId: fc.integer(),
      groupName: fc.string(),
      homeName: fc.string(),
      awayName: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(favourite), (list) => {
        expect(parseLiveFavourites(JSON.stringify(list))).toEqual(list);
      }),
    );
  });

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
        const parsed = parseCompetitionFavourites(stored);
        expect(parsed === null || Array.isArray(parsed)).toBe(true);
      }),
    );
  });
});
