import type { Locale } from '../i18n/locale.ts';
import { fromCenti, fromMinor } from './betting.money.ts';
import type { Bet } from './bets.repository.ts';

// The wire shape of POST sportsbook/mybets (packages/sdk/src/betslip/myBets.schema.ts is the contract).

const isoTime = (ms: number): string => new Date(ms).toISOString();

/** A coupon as My Bets lists it, its names in the request's language. */
export function betJson(bet: Bet, locale: Locale) {
  return {
    betId: bet.id,
    type: bet.type,
    status: bet.status,
    stake: fromMinor(bet.stakeMinor),
    totalRate: fromCenti(bet.totalRateCenti),
    possibleWin: fromMinor(bet.possibleWinMinor),
    payout: fromMinor(bet.payoutMinor),
    placedAt: isoTime(bet.placedAt),
    settledAt: bet.settledAt === null ? null : isoTime(bet.settledAt),
    selections: bet.selections.map((selection) => ({
      oddId: selection.oddId,
      eventId: selection.eventId,
      isLive: selection.isLive,
      eventName: selection.eventName,
      marketName: selection.marketName[locale],
      oddName: selection.oddName[locale],
      rate: fromCenti(selection.rateCenti),
      eventDate: isoTime(selection.kickoff),
      result: selection.result,
    })),
  };
}
