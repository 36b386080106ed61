import { formatOdds, type OddsFormat } from '@oyna/sdk/feed';
import type { OddMove } from '@oyna/sdk/feed';

export interface OddsCellInput {
  oddId: number | null;
  rate: number;
  eventName: string;
  marketName: string;
  oddName: string;
  locked?: boolean;
  move?: OddMove | null;
  format?: OddsFormat;
  /** The page's language: odds read '1,85' in Turkish, '1.85' in English. @default 'tr' */
  locale?: string;
}

export interface OddsCell {
  /** What the cell shows: the odds in the chosen format, or nothing behind a lock. */
  value: string | null;
  locked: boolean;
  move: OddMove | null;
  /** 'Galatasaray – Fenerbahçe, Maç Sonucu, 1, 1,85'; the locked text replaces the odds. */
  label: (lockedText: string) => string;
}

/** What an odds cell shows and says: an odd without an id or a price, or a locked one, shows a lock. */
export function oddsCell({ oddId, rate, eventName, marketName, oddName, locked = false, move = null, format = 'decimal', locale = 'tr' }: OddsCellInput): OddsCell {
  const closed = locked || oddId === null || !(rate > 1);
  const value = closed ? null : formatOdds(rate, format, locale);
  return {
    value,
    locked: closed,
    move: closed ? null : move,
    label: (lockedText) => [eventName, marketName, oddName, value ?? lockedText].filter(Boolean).join(', '),
  };
}
