import type { AuthData, OynaClient } from '@oyna/sdk';
import { BetslipType, betslipOf, type BetslipState } from '@oyna/sdk/betslip';
import { sessionOf } from '@oyna/sdk/session';
import { dispatchOynaEvent } from '../events';
import type { OynaBetslipReadout, OynaSessionReadout } from '../readout';
import { $readout } from '../state';

/** The slip as `Oyna.betslip` gives it: what the player sees, without the picks being removed. */
export function betslipReadout(state: BetslipState): OynaBetslipReadout {
  const multiple = state.type === BetslipType.Multiple;
  return {
    type: multiple ? 'multiple' : 'single',
    picks: state.picks
      .filter((pick) => !pick.isDeleting)
      .map(({ oddId, eventName, marketName, oddName, rate, amount, possibleWin }) => ({ oddId, eventName, marketName, oddName, rate, stake: amount, possibleWin })),
    multipleStake: multiple ? (state.multipleBet?.betAmount ?? null) : null,
    canBet: state.canBet,
  };
}

/** Who `Oyna.session` says the elements show; the balance is the last one known (read, never polled for). */
export const sessionReadout = (user: AuthData | null, balance: number | null): OynaSessionReadout =>
  user ? { status: 'player', username: user.username, balance: balance ?? user.balance } : { status: 'guest' };

/**
 * Lets the host read the slip and the session (`Oyna.betslip`, `Oyna.session`) and tells it when the
 * player changes (`oyna:session-changed`). Reading starts nothing. Returns the undo.
 */
export function followReadout(client: OynaClient, target: () => HTMLElement | null): () => void {
  const betslip = betslipOf(client);
  const session = sessionOf(client);
  const read = () => sessionReadout(client.$auth.get(), session.$balance.get());
  $readout.set({ betslip: () => betslipReadout(betslip.$betslip.get()), session: read });
  let shown: string | undefined;
  const stop = client.$auth.subscribe((user) => {
    const who = user?.username ?? '';
    const changed = shown !== undefined && who !== shown;
    shown = who;
    const element = target();
    if (changed && element) dispatchOynaEvent(element, 'oyna:session-changed', read());
  });
  return () => {
    stop();
    $readout.set(null);
  };
}
