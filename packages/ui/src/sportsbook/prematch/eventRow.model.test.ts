import { createTranslate } from '@oyna/sdk/i18n';
import type { PrematchEvent } from '@oyna/sdk/feed';
import { describe, expect, it } from 'vitest';
import { eventDays, eventRowView, marketOptions } from './eventRow.model';

const en = createTranslate('en');
const event: PrematchEvent = {
  id: 10101,
  sportId: 1,
  competitionId: 101,
  competitionName: 'Süper Lig',
  groupName: 'Türkiye',
  eventDate: '2026-11-23T17:00:00',
  homeName: 'Galatasaray',
  awayName: 'Fenerbahçe',
  oddCount: 142,
  winner: { odd1: 1.85, oddX: 3.4, odd2: 4.1, odd1Id: 1, oddXId: 2, odd2Id: 3 },
  doubleChance: null,
  totalGoal: { under: 1.9, over: 1.8, underId: 7, overId: 8 },
  overUnder: null,
};
const options = { locale: 'tr', timeZone: 'Europe/Istanbul' };

describe('event rows', () => {
  it('shows the kick-off in the player zone, the teams and the link to every odd', () => {
    const row = eventRowView(event, 'matchResult', en, options);
    expect(row).toMatchObject({
      name: 'Galatasaray – Fenerbahçe',
      time: '20:00',
      date: '23.Kas.26',
      competition: 'Türkiye · Süper Lig',
      detailHref: '/spor/prematch/prematch-detail/10101',
      oddCount: 142,
    });
    expect(row.favourite).toEqual({
      eventId: 10101,
      sportId: 1,
      groupName: 'Türkiye',
      leagueName: 'Süper Lig',
      homeName: 'Galatasaray',
      awayName: 'Fenerbahçe',
      eventDate: '2026-11-23T17:00:00',
    });
  });

  it('names each odd with its market, locks missing Double Chance and marks it wide-only', () => {
    const odds = eventRowView(event, 'matchResult', en, options).odds;
    expect(odds.map((odd) => `${odd.marketName}/${odd.label}/${odd.oddId}`)).toEqual([
      'Match Result/1/1',
      'Match Result/X/2',
      'Match Result/2/3',
      'Double Chance/1X/null',
      'Double Chance/12/null',
      'Double Chance/X2/null',
    ]);
    expect(odds.filter((odd) => odd.wideOnly)).toHaveLength(3);
  });

  it('switches to Total Goals, in the language of the page', () => {
    const tr = createTranslate('tr');
    expect(eventRowView(event, 'totalGoals', tr, options).odds.map((odd) => `${odd.marketName}/${odd.label}/${odd.rate}`)).toEqual([
      'Toplam Gol/Alt/1.9',
      'Toplam Gol/Üst/1.8',
    ]);
    expect(marketOptions(tr).map((option) => option.label)).toEqual(['Maç Sonucu', 'Toplam Gol']);
  });

  it('groups rows under a heading per day', () => {
    const late = { ...event, id: 2, eventDate: '2026-11-23T21:30:00' };
    const days = eventDays([late, event], 'matchResult', en, { locale: 'en', timeZone: 'Europe/Istanbul' });
    expect(days.map((day) => [day.heading, day.rows.map((row) => row.time)])).toEqual([
      ['Monday 23 November', ['20:00']],
      ['Tuesday 24 November', ['00:30']],
    ]);
  });
});
