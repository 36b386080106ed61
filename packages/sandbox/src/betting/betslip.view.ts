import type { Locale } from '../i18n/locale.ts';
import { fromCenti, fromMinor, totalRateCenti, winMinor } from './betting.money.ts';
import type { Pick, Slip } from './betslip.repository.ts';
import type { OddQuote } from './odd.quote.ts';
import { pickProblem, problemText, sharedEvents } from './pick.problems.ts';

// The wire shape of GET sportsbook/betslip (packages/sdk/src/betslip/betslip.schema.ts is the contract).

/** The rate a pick stands at: the odd's rate now, or the last one seen once it is no longer offered. */
export const currentRateCenti = (pick: Pick, quote: OddQuote): number => (quote.kind === 'offered' ? quote.rateCenti : pick.addedRateCenti);

const money = (minor: number | null): number | null => (minor === null ? null : fromMinor(minor));

function pickJson(pick: Pick, quote: OddQuote, shared: ReadonlySet<number>, locale: Locale) {
  const rate = currentRateCenti(pick, quote);
  const problem = pickProblem(pick, quote, shared);
  const amount = money(pick.amountMinor);
  return {
    oddId: pick.oddId,
    eventId: pick.eventId,
    isLive: quote.kind === 'offered' || quote.kind === 'withdrawn' ? quote.live : pick.isLive,
    eventName: pick.eventName,
    marketName: pick.marketName[locale],
    oddName: pick.oddName[locale],
    rate: fromCenti(rate),
    amount,
    possibleWin: pick.amountMinor === null ? 0 : fromMinor(winMinor(pick.amountMinor, rate)),
    message: problem ? problemText(problem, locale) : '',
    selection: { oddId: pick.oddId, amount },
  };
}

/** The multiple over every pick at today's rates; null with fewer than 2 picks. */
export function multipleJson(slip: Slip, rates: readonly number[]) {
  if (slip.picks.length < 2) return null;
  const total = totalRateCenti(rates);
  return {
    totalRate: fromCenti(total),
    possibleWin: slip.multipleMinor === null ? 0 : fromMinor(winMinor(slip.multipleMinor, total)),
    betAmount: money(slip.multipleMinor),
  };
}

/** The whole slip as GET sportsbook/betslip and POST sportsbook/toggleOdd answer it. */
export function betslipJson(slip: Slip, quotes: readonly OddQuote[], locale: Locale) {
  const shared = sharedEvents(slip.picks);
  return {
    oddList: slip.picks.map((pick, index) => pickJson(pick, quotes[index] as OddQuote, shared, locale)),
    multipleBet: multipleJson(slip, slip.picks.map((pick, index) => currentRateCenti(pick, quotes[index] as OddQuote))),
  };
}
