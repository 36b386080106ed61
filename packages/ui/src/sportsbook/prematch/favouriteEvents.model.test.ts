import { describe, expect, it } from 'vitest';
import { favouritesAhead } from './favouriteEvents.model';

const favourite = (eventId: number, eventDate: string) => ({
  eventId,
  sportId: 1,
  groupName: 'Türkiye',
  leagueName: 'Süper Lig',
  homeName: 'Göztepe',
  awayName: 'Samsunspor',
  eventDate,
});

describe('favourite events on the prematch home', () => {
  it('keeps the ones still to kick off, soonest first, and those without a date', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const list = [
      favourite(1, '2026-11-24T18:00:00'),
      favourite(2, '2026-11-23T11:00:00'),
      favourite(3, ''),
      favourite(4, '2026-11-23T19:00:00'),
    ];
    expect(favouritesAhead(list, now).map((entry) => entry.eventId)).toEqual([4, 1, 3]);
  });
});
