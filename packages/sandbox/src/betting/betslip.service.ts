import { fail, ok, type Envelope } from '../http/envelope.ts';
import type { Locale } from '../i18n/locale.ts';
import { message } from '../i18n/messages.ts';
import type { SportsWorld } from '../sportsbook/world.ts';
import { BetslipType } from './betting.enums.ts';
import { MAX_PICKS, MAX_STAKE_MINOR } from './betting.limits.ts';
import { formatMoney, fromCenti, fromMinor, toMinor, totalRateCenti, winMinor } from './betting.money.ts';
import type { CalculateInput } from './betting.schemas.ts';
import type { BetslipRepository, SlipOwner } from './betslip.repository.ts';
import { betslipJson, currentRateCenti } from './betslip.view.ts';
import { describeOdd, quoteOdd } from './odd.quote.ts';
import { availabilityProblem, problemText } from './pick.problems.ts';

/** The slip's calls: read it, toggle an odd, keep a stake and say what it would win. */
export class BetslipService {
  readonly #slips: BetslipRepository;
  readonly #world: SportsWorld;

  constructor(slips: BetslipRepository, world: SportsWorld) {
    this.#slips = slips;
    this.#world = world;
  }

  /** GET sportsbook/betslip */
  view(owner: SlipOwner, locale: Locale) {
    const slip = this.#slips.slipOf(owner);
    return betslipJson(slip, slip.picks.map((pick) => quoteOdd(this.#world, pick.oddId)), locale);
  }

  /** POST sportsbook/toggleOdd: removes the odd when it is in the slip, adds it when it can be bet on; no odd removes all. */
  toggle(owner: SlipOwner, oddId: number | null, locale: Locale): Envelope<unknown> {
    if (oddId === null) {
      this.#slips.removePicks(owner);
      return ok(this.view(owner, locale));
    }
    const { picks } = this.#slips.slipOf(owner);
    if (picks.some((pick) => pick.oddId === oddId)) {
      this.#slips.removePicks(owner, [oddId]);
      return ok(this.view(owner, locale));
    }
    const quote = quoteOdd(this.#world, oddId);
    if (quote.kind === 'unknown') return fail(message(locale, 'betslip.unknownOdd', { id: oddId }));
    const problem = availabilityProblem(quote);
    if (problem || quote.kind !== 'offered') return fail(problemText(problem ?? { kind: 'withdrawn' }, locale));
    if (picks.length >= MAX_PICKS) return fail(message(locale, 'betslip.maxPicks', { max: MAX_PICKS }));
    this.#slips.addPick(owner, { ...describeOdd(oddId, quote), addedRateCenti: quote.rateCenti, amountMinor: null });
    return ok(this.view(owner, locale));
  }

  /** POST sportsbook/calculate: keeps the stake (0 clears it) and answers what it would win at today's rates. */
  calculate(owner: SlipOwner, input: CalculateInput, locale: Locale): Envelope<unknown> {
    const amountMinor = toMinor(input.amount);
    if (amountMinor > MAX_STAKE_MINOR) return fail(message(locale, 'betslip.maxStake', { amount: formatMoney(locale, MAX_STAKE_MINOR) }));
    const stake = amountMinor === 0 ? null : amountMinor;
    const { picks } = this.#slips.slipOf(owner);
    if (input.type === BetslipType.Single) {
      const pick = picks.find((candidate) => candidate.oddId === input.oddId);
      if (!pick) return fail(message(locale, 'betslip.notInSlip'));
      this.#slips.setPickAmount(owner, pick.oddId, stake);
      const rate = currentRateCenti(pick, quoteOdd(this.#world, pick.oddId));
      return ok({ possibleWin: fromMinor(winMinor(amountMinor, rate)), betAmount: fromMinor(amountMinor) });
    }
    if (picks.length < 2) return fail(message(locale, 'betslip.multipleNeedsTwo'));
    this.#slips.setMultipleAmount(owner, stake);
    const total = totalRateCenti(picks.map((pick) => currentRateCenti(pick, quoteOdd(this.#world, pick.oddId))));
    return ok({ possibleWin: fromMinor(winMinor(amountMinor, total)), betAmount: fromMinor(amountMinor), totalRate: fromCenti(total) });
  }

  /** At login or sign-up: the guest's slip joins the player's (see BetslipRepository.moveToPlayer); returns the picks left out. */
  moveToPlayer(sessionHash: string, playerId: number): number {
    return this.#slips.moveToPlayer(sessionHash, playerId, MAX_PICKS);
  }
}
