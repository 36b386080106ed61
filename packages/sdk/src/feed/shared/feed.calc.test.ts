import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventStartTime, isEventFinished, isEventLocked, isHiddenLiveSport, matchName, matchesTeam } from './feed.calc';

describe('live list rules', () => {
  it('hides sports 35 and 11', () => {
    expect([1, 11, 35, 2].filter((id) => !isHiddenLiveSport(id))).toEqual([1, 2]);
  });

  it('locks every event whose status is not O', () => {
    expect(isEventLocked({ eventStatus: 'O' })).toBe(false);
    for (const eventStatus of ['S', 'C', 'o', '', null, undefined]) expect(isEventLocked({ eventStatus })).toBe(true);
  });

  it('knows a finished match by its status F', () => {
    expect(isEventFinished({ eventStatus: 'F' })).toBe(true);
    for (const eventStatus of ['O', 'S', 'f', null, undefined]) expect(isEventFinished({ eventStatus })).toBe(false);
  });

  it('finds a team by home or away name, however the player types it', () => {
    const event = { homeName: 'İstanbulspor', awayName: 'Iğdır FK' };
    expect(matchesTeam(event, 'istanbul')).toBe(true);
    expect(matchesTeam(event, 'ISTANBUL')).toBe(true);
    expect(matchesTeam(event, 'IĞDIR')).toBe(true);
    expect(matchesTeam(event, 'igdir')).toBe(true);
    expect(matchesTeam(event, 'fener')).toBe(false);
    expect(matchesTeam(event, '  ')).toBe(true);
  });

  it('always finds an event by a part of its team names', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.nat(), (homeName, awayName, start) => {
        const needle = homeName.slice(start % homeName.length);
        fc.pre(needle.trim().length > 0);
        expect(matchesTeam({ homeName, awayName }, needle)).toBe(true);
      }),
    );
  });
});

describe('eventStartTime', () => {
  it('reads a prematch date without a zone as UTC', () => {
    expect(eventStartTime({ eventDate: '2025-05-10T17:00:00' }).toISOString()).toBe('2025-05-10T17:00:00.000Z');
  });
});

describe('matchName', () => {
  it('joins home and away with an en dash', () => {
    expect(matchName({ homeName: 'Galatasaray', awayName: 'Fenerbahçe' })).toBe('Galatasaray – Fenerbahçe');
  });
});
