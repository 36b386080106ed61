import type { Locale } from '../i18n/locale.ts';
import type { PeriodNaming } from './sports.catalog.ts';

const englishOrdinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};

const periodWords: Record<PeriodNaming, { tr: string; en: string }> = {
  half: { tr: 'Yarı', en: 'Half' },
  quarter: { tr: 'Çeyrek', en: 'Quarter' },
  period: { tr: 'Periyot', en: 'Period' },
  set: { tr: 'Set', en: 'Set' },
  map: { tr: 'Harita', en: 'Map' },
};

/** A period as the feed words it: '1. Yarı' / '1st Half', '2. Harita' / 'Map 2'. */
export function periodName(locale: Locale, naming: PeriodNaming, number: number): string {
  const word = periodWords[naming];
  if (locale === 'tr') return `${number}. ${word.tr}`;
  return naming === 'map' ? `Map ${number}` : `${englishOrdinal(number)} ${word.en}`;
}

/** A break after period `number` of `periods`. */
export function breakName(locale: Locale, naming: PeriodNaming, number: number, periods: number): string {
  const halfTime = (naming === 'half' && periods === 2) || (naming === 'quarter' && number === periods / 2);
  if (halfTime) return locale === 'tr' ? 'Devre Arası' : 'Half Time';
  const names: Record<PeriodNaming, { tr: string; en: string }> = {
    half: { tr: 'Devre Arası', en: 'Half Time' },
    quarter: { tr: 'Çeyrek Arası', en: 'Quarter Break' },
    period: { tr: 'Periyot Arası', en: 'Intermission' },
    set: { tr: 'Set Arası', en: 'Set Break' },
    map: { tr: 'Harita Arası', en: 'Map Break' },
  };
  return names[naming][locale];
}

/** The period text of an event that has not started. */
export const notStartedName = (locale: Locale): string => (locale === 'tr' ? 'Başlamadı' : 'Not Started');

/** A line in a market name, with the locale's decimal separator ('2,5' / '2.5'). */
export const lineText = (locale: Locale, line: number, signed = false): string => {
  const text = Math.abs(line).toString();
  const sign = signed ? (line > 0 ? '+' : line < 0 ? '-' : '') : line < 0 ? '-' : '';
  return sign + (locale === 'tr' ? text.replace('.', ',') : text);
};

export const WORDS = {
  matchResult: { tr: 'Maç Sonucu', en: 'Match Result' },
  doubleChance: { tr: 'Çifte Şans', en: 'Double Chance' },
  under: { tr: 'Alt', en: 'Under' },
  over: { tr: 'Üst', en: 'Over' },
  bothTeamsToScore: { tr: 'Karşılıklı Gol', en: 'Both Teams To Score' },
  yes: { tr: 'Var', en: 'Yes' },
  no: { tr: 'Yok', en: 'No' },
  handicap: { tr: 'Handikap', en: 'Handicap' },
  correctScore: { tr: 'Skor', en: 'Correct Score' },
  other: { tr: 'Diğer', en: 'Other' },
  oddEven: { tr: 'Tek/Çift', en: 'Odd/Even' },
  odd: { tr: 'Tek', en: 'Odd' },
  even: { tr: 'Çift', en: 'Even' },
  drawNoBet: { tr: 'Beraberlikte İade', en: 'Draw No Bet' },
  firstHalfResult: { tr: 'İlk Yarı Sonucu', en: 'First Half Result' },
  firstPeriodResult: { tr: '1. Periyot Sonucu', en: '1st Period Result' },
  setHandicap: { tr: 'Set Handikapı', en: 'Set Handicap' },
  mapHandicap: { tr: 'Harita Handikapı', en: 'Map Handicap' },
  setScore: { tr: 'Set Skoru', en: 'Set Score' },
  mapScore: { tr: 'Harita Skoru', en: 'Map Score' },
  winner: { tr: 'Kazananı', en: 'Winner' },
  total: { tr: 'Toplamı', en: 'Total' },
} as const satisfies Record<string, Record<Locale, string>>;
