import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/database.ts';
import type { Player, PlayersRepository } from '../db/players.repository.ts';
import { fail, ok, type Envelope } from '../http/envelope.ts';
import type { Locale } from '../i18n/locale.ts';
import { message } from '../i18n/messages.ts';
import type { SportsWorld } from '../sportsbook/world.ts';
import { BetslipType } from './betting.enums.ts';
import { IDEMPOTENCY_TTL_MS, MAX_EXPOSURE_PER_ODD_MINOR, MAX_STAKE_MINOR, MAX_WIN_MINOR, MIN_STAKE_MINOR } from './betting.limits.ts';
import { formatMoney, fromMinor, toMinor, totalRateCenti, winMinor } from './betting.money.ts';
import type { PlaceBetInput } from './betting.schemas.ts';
import type { BetslipRepository, Pick, SlipOwner } from './betslip.repository.ts';
import type { BetsRepository } from './bets.repository.ts';
import { quoteOdd, type OddQuote } from './odd.quote.ts';
import { availabilityProblem, oddsChangedProblem, problemText, sharedEvents } from './pick.problems.ts';

/** One coupon to be made: its picks and its stake. */
interface Coupon {
  type: BetslipType;
  picks: Pick[];
  stakeMinor: number;
}

interface OddInfo {
  oddId: number;
  message: string;
}

/** `data` of every refused placement: a message per pick that stopped it (possibly none). */
export const refusal = (text: string, oddInfo: OddInfo[] = []): Envelope<{ oddInfo: OddInfo[] } | null> => fail(text, { oddInfo });

/** One message for the whole refusal: the picks' own when they all say the same, else a pointer to them. */
function refusalText(oddInfo: readonly OddInfo[], locale: Locale): string {
  const texts = new Set(oddInfo.map((info) => info.message));
  return texts.size === 1 ? (oddInfo[0] as OddInfo).message : message(locale, 'betslip.checkPicks');
}

/** What is wrong with a coupon's stake (at the rate it would be placed at); null when nothing. */
function stakeProblem(stakeMinor: number, rateCenti: number, locale: Locale): string | null {
  if (stakeMinor < MIN_STAKE_MINOR) return message(locale, 'betslip.minStake', { amount: formatMoney(locale, MIN_STAKE_MINOR) });
  if (stakeMinor > MAX_STAKE_MINOR) return message(locale, 'betslip.maxStake', { amount: formatMoney(locale, MAX_STAKE_MINOR) });
  if (winMinor(stakeMinor, rateCenti) > MAX_WIN_MINOR) return message(locale, 'betslip.maxWin', { amount: formatMoney(locale, MAX_WIN_MINOR) });
  return null;
}

const offeredRate = (quote: OddQuote): number => (quote.kind === 'offered' ? quote.rateCenti : 0);

export interface PlacementDeps {
  db: DatabaseSync;
  slips: BetslipRepository;
  bets: BetsRepository;
  players: PlayersRepository;
  world: SportsWorld;
}

/**
 * POST sportsbook/placeBet. Everything is checked first (picks, odds, stakes) and then, in one
 * SQLite transaction, the balance is debited (only if it stays at 0 or more), the coupons are
 * stored and their picks leave the slip: all of it or none. A placement runs start to end without
 * yielding to another request (node:sqlite is synchronous, and BEGIN IMMEDIATE holds the write
 * lock), so two placements of one player never interleave.
 */
export class BetPlacement {
  readonly #deps: PlacementDeps;

  constructor(deps: PlacementDeps) {
    this.#deps = deps;
  }

  place(player: Player, input: PlaceBetInput, locale: Locale, idempotencyKey?: string): Envelope<unknown> {
    const { bets } = this.#deps;
    const bodyHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    if (idempotencyKey !== undefined) {
      const earlier = bets.findRequest(player.id, idempotencyKey, Date.now() - IDEMPOTENCY_TTL_MS);
      if (earlier) return earlier.bodyHash === bodyHash ? (JSON.parse(earlier.answer) as Envelope<unknown>) : refusal(message(locale, 'betslip.keyReused'));
    }
    const owner: SlipOwner = { playerId: player.id };
    const planned = this.#plan(owner, input, locale);
    if ('refused' in planned) return planned.refused;
    const { coupons } = planned;

    const quotes = new Map<number, OddQuote>();
    for (const coupon of coupons) for (const pick of coupon.picks) quotes.set(pick.oddId, quoteOdd(this.#deps.world, pick.oddId));
    const rejected = this.#pickRefusals(coupons, quotes, input, locale);
    if (rejected.length > 0) {
      this.#showNewRates(owner, coupons, quotes);
      return refusal(refusalText(rejected, locale), rejected);
    }
    const rateOf = (coupon: Coupon) => totalRateCenti(coupon.picks.map((pick) => offeredRate(quotes.get(pick.oddId) as OddQuote)));
    const stakeRefusal = this.#stakeRefusal(coupons, rateOf, locale);
    if (stakeRefusal) return stakeRefusal;
    return this.#store(player, owner, coupons, quotes, rateOf, locale, idempotencyKey === undefined ? null : { key: idempotencyKey, bodyHash });
  }

  /** The coupons a request asks for, or why there are none. */
  #plan(owner: SlipOwner, input: PlaceBetInput, locale: Locale): { coupons: Coupon[] } | { refused: Envelope<unknown> } {
    const { picks } = this.#deps.slips.slipOf(owner);
    if (input.type === BetslipType.Multiple) {
      if (picks.length < 2) return { refused: refusal(message(locale, 'betslip.multipleNeedsTwo')) };
      const stakeMinor = toMinor(input.amount);
      if (stakeMinor === 0) return { refused: refusal(message(locale, 'betslip.enterStake')) };
      return { coupons: [{ type: BetslipType.Multiple, picks, stakeMinor }] };
    }
    const staked = input.selection.filter((selection) => toMinor(selection.amount) > 0);
    if (staked.length === 0) return { refused: refusal(message(locale, 'betslip.enterStake')) };
    const missing = staked.filter((selection) => !picks.some((pick) => pick.oddId === selection.oddId));
    if (missing.length > 0) {
      const oddInfo = missing.map((selection) => ({ oddId: selection.oddId, message: message(locale, 'betslip.notInSlip') }));
      return { refused: refusal(refusalText(oddInfo, locale), oddInfo) };
    }
    return {
      coupons: staked.map((selection) => ({
        type: BetslipType.Single,
        picks: picks.filter((pick) => pick.oddId === selection.oddId),
        stakeMinor: toMinor(selection.amount),
      })),
    };
  }

  /** Picks that stop the placement: not playable now, odds moved (unless accepted), or sharing an event in a multiple. */
  #pickRefusals(coupons: readonly Coupon[], quotes: ReadonlyMap<number, OddQuote>, input: PlaceBetInput, locale: Locale): OddInfo[] {
    const oddInfo: OddInfo[] = [];
    for (const coupon of coupons) {
      const shared = coupon.type === BetslipType.Multiple ? sharedEvents(coupon.picks) : new Set<number>();
      for (const pick of coupon.picks) {
        const quote = quotes.get(pick.oddId) as OddQuote;
        const problem =
          availabilityProblem(quote) ??
          (input.acceptChanges ? null : oddsChangedProblem(pick.addedRateCenti, quote)) ??
          (shared.has(pick.eventId) ? ({ kind: 'sameEvent' } as const) : null);
        if (problem) oddInfo.push({ oddId: pick.oddId, message: problemText(problem, locale) });
      }
    }
    return oddInfo;
  }

  /** A refusal has shown the bettor the new rates: they become the picks' rates, so the next try at them goes through. */
  #showNewRates(owner: SlipOwner, coupons: readonly Coupon[], quotes: ReadonlyMap<number, OddQuote>): void {
    for (const coupon of coupons) {
      for (const pick of coupon.picks) {
        const quote = quotes.get(pick.oddId) as OddQuote;
        if (quote.kind === 'offered' && quote.rateCenti !== pick.addedRateCenti) this.#deps.slips.setAddedRate(owner, pick.oddId, quote.rateCenti);
      }
    }
  }

  #stakeRefusal(coupons: readonly Coupon[], rateOf: (coupon: Coupon) => number, locale: Locale): Envelope<unknown> | null {
    const [first] = coupons;
    if (first?.type === BetslipType.Multiple) {
      const problem = stakeProblem(first.stakeMinor, rateOf(first), locale);
      return problem ? refusal(problem) : null;
    }
    const oddInfo = coupons.flatMap((coupon) => {
      const problem = stakeProblem(coupon.stakeMinor, rateOf(coupon), locale);
      return problem ? [{ oddId: (coupon.picks[0] as Pick).oddId, message: problem }] : [];
    });
    return oddInfo.length > 0 ? refusal(refusalText(oddInfo, locale), oddInfo) : null;
  }

  /** Odds on which the player's open coupons and these would together win more than the exposure limit. */
  #exposureRefusal(player: Player, coupons: readonly Coupon[], rateOf: (coupon: Coupon) => number, locale: Locale): Envelope<unknown> | null {
    const adding = new Map<number, number>();
    for (const coupon of coupons) {
      const win = winMinor(coupon.stakeMinor, rateOf(coupon));
      for (const pick of coupon.picks) adding.set(pick.oddId, (adding.get(pick.oddId) ?? 0) + win);
    }
    const oddInfo: OddInfo[] = [];
    for (const [oddId, win] of adding) {
      const open = this.#deps.bets.exposureOn(player.id, oddId);
      if (open + win <= MAX_EXPOSURE_PER_ODD_MINOR) continue;
      const left = formatMoney(locale, Math.max(0, MAX_EXPOSURE_PER_ODD_MINOR - open));
      oddInfo.push({ oddId, message: message(locale, 'betslip.exposure', { amount: formatMoney(locale, MAX_EXPOSURE_PER_ODD_MINOR), left }) });
    }
    return oddInfo.length > 0 ? refusal(refusalText(oddInfo, locale), oddInfo) : null;
  }

  #store(
    player: Player,
    owner: SlipOwner,
    coupons: readonly Coupon[],
    quotes: ReadonlyMap<number, OddQuote>,
    rateOf: (coupon: Coupon) => number,
    locale: Locale,
    remember: { key: string; bodyHash: string } | null,
  ): Envelope<unknown> {
    const { db, bets, players, slips, world } = this.#deps;
    const totalStake = coupons.reduce((sum, coupon) => sum + coupon.stakeMinor, 0);
    const placedAt = world.clock.now();
    return transaction(db, () => {
      // Inside the transaction: concurrent placements see each other's coupons.
      const exposed = this.#exposureRefusal(player, coupons, rateOf, locale);
      if (exposed) return exposed;
      if (!players.debit(player.id, totalStake)) return refusal(message(locale, 'betslip.insufficientBalance'));
      const betIds = coupons.map((coupon) => {
        const totalRate = rateOf(coupon);
        return bets.insert({
          playerId: player.id,
          type: coupon.type,
          stakeMinor: coupon.stakeMinor,
          totalRateCenti: totalRate,
          possibleWinMinor: winMinor(coupon.stakeMinor, totalRate),
          locale,
          placedAt,
          selections: coupon.picks.map((pick) => {
            const quote = quotes.get(pick.oddId) as Extract<OddQuote, { kind: 'offered' }>;
            const { addedRateCenti: _added, amountMinor: _amount, ...description } = pick;
            return { ...description, isLive: quote.live, rateCenti: quote.rateCenti };
          }),
        });
      });
      if (coupons[0]?.type === BetslipType.Multiple) slips.removePicks(owner);
      else slips.removePicks(owner, coupons.map((coupon) => (coupon.picks[0] as Pick).oddId));
      const answer = ok({ betIds, balance: fromMinor(players.balanceMinor(player.id)) }, message(locale, 'betslip.couponCreated'));
      if (remember) {
        const now = Date.now();
        bets.saveRequest(player.id, remember.key, remember.bodyHash, JSON.stringify(answer), now, now - IDEMPOTENCY_TTL_MS);
      }
      return answer;
    });
  }
}
