import type { Locale } from '../i18n/locale.ts';
import { message } from '../i18n/messages.ts';
import { formatRate } from './betting.money.ts';
import type { OddQuote } from './odd.quote.ts';

/** Why a pick cannot be played as it is. */
export type PickProblem =
  | { kind: 'gone' }
  | { kind: 'finished' }
  | { kind: 'withdrawn' }
  | { kind: 'suspended' }
  | { kind: 'oddsChanged'; fromCenti: number; toCenti: number }
  | { kind: 'sameEvent' };

/** Why an odd cannot be bet on at all right now, whatever the slip holds; null when it can. */
export function availabilityProblem(quote: OddQuote): PickProblem | null {
  switch (quote.kind) {
    case 'unknown':
      return { kind: 'gone' };
    case 'finished':
      return { kind: 'finished' };
    case 'withdrawn':
      return { kind: 'withdrawn' };
    case 'offered':
      return quote.suspended ? { kind: 'suspended' } : null;
  }
}

/** The rate a pick was added at against the rate now. */
export function oddsChangedProblem(addedRateCenti: number, quote: OddQuote): PickProblem | null {
  if (quote.kind !== 'offered' || quote.rateCenti === addedRateCenti) return null;
  return { kind: 'oddsChanged', fromCenti: addedRateCenti, toCenti: quote.rateCenti };
}

/** Events holding more than one of the given picks (they cannot share a multiple). */
export function sharedEvents(picks: readonly { eventId: number }[]): Set<number> {
  const seen = new Set<number>();
  const shared = new Set<number>();
  for (const { eventId } of picks) {
    if (seen.has(eventId)) shared.add(eventId);
    seen.add(eventId);
  }
  return shared;
}

/**
 * The one problem a pick shows, the most serious first: it cannot be bet on at all, then its odds
 * moved, then it shares its event with another pick of the slip.
 */
export function pickProblem(
  pick: { eventId: number; addedRateCenti: number },
  quote: OddQuote,
  shared: ReadonlySet<number>,
): PickProblem | null {
  return (
    availabilityProblem(quote) ??
    oddsChangedProblem(pick.addedRateCenti, quote) ??
    (shared.has(pick.eventId) ? { kind: 'sameEvent' } : null)
  );
}

/** A problem as the pick's message: 'Odds changed from 1.85 to 1.90'. */
export function problemText(problem: PickProblem, locale: Locale): string {
  switch (problem.kind) {
    case 'oddsChanged':
      return message(locale, 'betslip.oddsChanged', { from: formatRate(locale, problem.fromCenti), to: formatRate(locale, problem.toCenti) });
    default:
      return message(locale, `betslip.${problem.kind}`);
  }
}
