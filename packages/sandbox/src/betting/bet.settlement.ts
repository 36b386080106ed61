import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/database.ts';
import { NotificationType, type NewNotification } from '../db/notifications.repository.ts';
import type { PlayersRepository } from '../db/players.repository.ts';
import { message } from '../i18n/messages.ts';
import type { SportsWorld } from '../sportsbook/world.ts';
import { BetStatus } from './betting.enums.ts';
import { formatMoney } from './betting.money.ts';
import type { Bet, BetsRepository } from './bets.repository.ts';
import { verdictOf, type Verdict } from './bet.verdict.ts';
import { outcomeOf, type EventOutcome } from './event.outcome.ts';
import { gradeSelection } from './selection.grading.ts';

const VOID: EventOutcome = { cancelled: true };

export interface SettlementDeps {
  db: DatabaseSync;
  bets: BetsRepository;
  players: PlayersRepository;
  world: SportsWorld;
  /** Stores a notification and pushes it to the player's frnotify connections. */
  notify(playerId: number, notification: NewNotification): void;
}

/** The settlement notification, in the language the coupon was placed in. */
export function settlementNotice(bet: Bet, { status, payoutMinor }: Verdict): NewNotification {
  const { locale, id } = bet;
  const amount = formatMoney(locale, payoutMinor);
  if (status === BetStatus.Won) return { title: message(locale, 'bets.wonTitle'), note: message(locale, 'bets.wonNote', { id, amount }), type: NotificationType.System };
  if (status === BetStatus.Returned) {
    return { title: message(locale, 'bets.returnedTitle'), note: message(locale, 'bets.returnedNote', { id, amount }), type: NotificationType.System };
  }
  return { title: message(locale, 'bets.lostTitle'), note: message(locale, 'bets.lostNote', { id }), type: NotificationType.System };
}

/**
 * Settles what ended events decided: their pending selections get a result, and each coupon that
 * is thereby decided gets its status and pays out, in one transaction; then its player is notified.
 */
export class BetSettlement {
  readonly #deps: SettlementDeps;

  constructor(deps: SettlementDeps) {
    this.#deps = deps;
  }

  /**
   * Settles every selection whose event has ended (or is gone); after the world was replaced
   * (`worldReplaced`) every pending selection is void, since a new event may carry an old id.
   * Returns the coupons settled.
   */
  settleDue(worldReplaced = false): Bet[] {
    const { db, bets, players, world } = this.#deps;
    const settled = transaction(db, () => {
      const due = bets.dueSelections(worldReplaced);
      if (due.length === 0) return [];
      const outcomes = new Map<number, EventOutcome>();
      for (const selection of due) {
        let outcome = worldReplaced ? VOID : outcomes.get(selection.eventId);
        if (!outcome) {
          outcome = outcomeOf(world, selection.eventId);
          outcomes.set(selection.eventId, outcome);
        }
        bets.setResult(selection.betId, selection.oddId, gradeSelection(outcome, selection));
      }
      const decided: { bet: Bet; verdict: Verdict }[] = [];
      const settledAt = world.clock.now();
      for (const betId of new Set(due.map((selection) => selection.betId))) {
        const bet = bets.find(betId);
        const verdict = bet && verdictOf(bet);
        if (!bet || !verdict || !bets.settle(betId, verdict.status, verdict.payoutMinor, settledAt)) continue;
        if (verdict.payoutMinor > 0) players.credit(bet.playerId, verdict.payoutMinor);
        decided.push({ bet, verdict });
      }
      return decided;
    });
    for (const { bet, verdict } of settled) this.#deps.notify(bet.playerId, settlementNotice(bet, verdict));
    return settled.map(({ bet }) => bet);
  }
}
