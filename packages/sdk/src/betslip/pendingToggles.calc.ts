import type { BetslipOdd } from './betslip.schema';

/** What an odds button knows about its odd: enough to show the pick before the server answers. */
export interface PickDraft {
  oddId: number;
  isLive: boolean;
  eventName?: string;
  marketName?: string;
  oddName?: string;
  rate?: number;
}

/** A pick as the slip shows it: the server's pick, or a placeholder while the server has not answered. */
export interface BetslipPick extends BetslipOdd {
  /** Being removed: shown dimmed with a spinner, not clickable. */
  isDeleting: boolean;
  /** Added but not confirmed yet: a placeholder. */
  isSkeleton: boolean;
}

/**
 * A change the player made that the server has not confirmed: one odd in or out, or every pick out.
 * `sent` marks the one on its way to the server.
 */
export type PendingToggle =
  | { kind: 'odd'; want: 'in' | 'out'; draft: PickDraft; sent: boolean }
  | { kind: 'clear'; sent: boolean };

const skeletonOf = (draft: PickDraft): BetslipPick => ({
  oddId: draft.oddId,
  isLive: draft.isLive,
  eventName: draft.eventName ?? '',
  marketName: draft.marketName ?? '',
  oddName: draft.oddName ?? '',
  rate: draft.rate ?? 0,
  amount: null,
  possibleWin: 0,
  message: '',
  selection: null,
  isDeleting: false,
  isSkeleton: true,
});

/** The slip the player sees: the server's picks with the unconfirmed changes applied in order. */
export function picksWithPending(base: readonly BetslipOdd[], pending: readonly PendingToggle[]): BetslipPick[] {
  let picks: BetslipPick[] = base.map((odd) => ({ ...odd, isDeleting: false, isSkeleton: false }));
  for (const change of pending) {
    if (change.kind === 'clear') {
      picks = picks.filter((pick) => !pick.isSkeleton).map((pick) => ({ ...pick, isDeleting: true }));
      continue;
    }
    const { oddId } = change.draft;
    const present = picks.find((pick) => pick.oddId === oddId);
    if (change.want === 'in') {
      if (!present) picks = [...picks, skeletonOf(change.draft)];
      else if (present.isDeleting) picks = picks.map((pick) => (pick === present ? { ...pick, isDeleting: false } : pick));
    } else if (present?.isSkeleton) {
      picks = picks.filter((pick) => pick !== present);
    } else if (present) {
      picks = picks.map((pick) => (pick === present ? { ...pick, isDeleting: true } : pick));
    }
  }
  return picks;
}

/** Whether the odd shows as picked: on the slip (or on its way) and not being removed. */
export const isPicked = (picks: readonly BetslipPick[], oddId: number): boolean =>
  picks.some((pick) => pick.oddId === oddId && !pick.isDeleting);

/**
 * Queues the player's change. A change that undoes one not yet sent cancels it (both are dropped),
 * so the last word for an odd wins without a round trip; removing everything drops every unsent change.
 */
export function enqueueToggle(pending: readonly PendingToggle[], change: PendingToggle): PendingToggle[] {
  if (change.kind === 'clear') return [...pending.filter((item) => item.sent), change];
  const unsent = pending.findLastIndex(
    (item) => !item.sent && item.kind === 'odd' && item.draft.oddId === change.draft.oddId,
  );
  if (unsent >= 0) return pending.filter((_, index) => index !== unsent);
  return [...pending, change];
}
