import type { EventDetail } from '@oyna/sdk/feed';
import { describe, expect, it } from 'vitest';
import { eventMarkets } from './eventMarkets.model';

const event: EventDetail = {
  id: 1,
  sportId: 1,
  competitionId: 3,
  competitionName: 'Süper Lig',
  groupName: 'Türkiye',
  eventDate: '2026-11-24T17:00:00',
  homeName: 'Galatasaray',
  awayName: 'Fenerbahçe',
  isLive: true,
  result: { Goal: '1-0' },
  period: '2. Yarı',
  periodMinute: 61,
  eventStatus: 'O',
  liveActiveExefeedId: 'x',
  markets: [
    { id: 1, name: 'Maç Sonucu', odds: [{ id: 11, name: '1', rate: 1.5, locked: false }, { id: 12, name: 'X', rate: 4, locked: true }, { id: 13, name: '2', rate: 6, locked: false }] },
    { id: 2, name: 'Alt/Üst 2.5', odds: [{ id: 21, name: 'Alt', rate: 1.9, locked: false }, { id: 22, name: 'Üst', rate: 1.9, locked: false }] },
    { id: 3, name: 'Kesin Skor', odds: Array.from({ length: 9 }, (_, i) => ({ id: 30 + i, name: `${i}-0`, rate: 9, locked: false })) },
    { id: 4, name: 'Boş', odds: [] },
  ],
};

describe('eventMarkets', () => {
  it('lays out short markets in their own columns and long ones to fill', () => {
    const view = eventMarkets(event);
    expect(view.eventName).toBe('Galatasaray – Fenerbahçe');
    expect(view.markets.map((market) => [market.name, market.columns])).toEqual([
      ['Maç Sonucu', 3],
      ['Alt/Üst 2.5', 2],
      ['Kesin Skor', 0],
    ]);
  });

  it('keeps locks per odd while the event is open', () => {
    expect(eventMarkets(event).markets[0]?.odds.map((odd) => odd.locked)).toEqual([false, true, false]);
  });

  it('locks every odd of a live event that is not open', () => {
    const view = eventMarkets({ ...event, eventStatus: 'S' });
    expect(view.markets.flatMap((market) => market.odds).every((odd) => odd.locked)).toBe(true);
  });

  it('keeps a settled market by name, with no odds, and every market of a finished match settled', () => {
    const withSettled = { ...event, markets: [...event.markets, { id: 5, name: 'Toplam Gol (2,5)', settled: true, odds: [] }] };
    expect(eventMarkets(withSettled).markets.map((market) => [market.name, market.settled, market.odds.length])).toEqual([
      ['Maç Sonucu', false, 3],
      ['Alt/Üst 2.5', false, 2],
      ['Kesin Skor', false, 9],
      ['Toplam Gol (2,5)', true, 0],
    ]);
    const finished = eventMarkets({ ...event, eventStatus: 'F' });
    expect(finished.finished).toBe(true);
    expect(finished.markets.every((market) => market.settled && market.odds.length === 0)).toBe(true);
    expect(eventMarkets({ ...event, eventStatus: 'F', markets: [] })).toMatchObject({ finished: true, markets: [] });
  });

  it('does not lock a prematch event for want of a live status', () => {
    const view = eventMarkets({ ...event, isLive: false, eventStatus: '' });
    expect(view.markets[1]?.odds.map((odd) => odd.locked)).toEqual([false, false]);
  });
});
