import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { singleFlight } from '../client/singleFlight';
import { ApiError, asOynaError } from '../errors/oyna.errors';
import { placeBet as sendPlaceBet } from './betslip.api';
import { placeBetPayload, placedStake } from './betslip.calc';
import { PLACE_BET_SUCCESS_MS } from './betslip.constants';
import { BetslipType } from './betslip.enums';
import { placeBetRefusalSchema } from './betslip.schema';
import type { BetslipState, PlaceBetMessage, PlaceBetResult } from './betslip.types';

/**
 * Places the slip as it is shown, with an `Idempotency-Key`: one request however many times it is
 * called meanwhile. A refusal's text goes over the button and its per-pick messages under the picks.
 */
export function createPlaceBet(
  client: OynaClient,
  $betslip: ReadableAtom<BetslipState>,
  $placeBetMessage: WritableAtom<PlaceBetMessage | null>,
  /** The server's word on each pick of a refused bet, shown under the pick. */
  $oddMessages: WritableAtom<ReadonlyMap<number, string>>,
  setFlag: (flag: 'placing' | 'placeBetStatus', value: boolean) => void,
  /** A placed slip's stakes and their calculations go. */
  clearStakes: () => void,
  /** Tells other tabs that the slip changed on the server. */
  announce: () => void,
  /** Reloads the slip the server now keeps. */
  reload: () => void,
  reportError: (error: unknown) => void,
): () => Promise<PlaceBetResult> {
  const { platform } = client;
  let successTimer: unknown = null;
  client.track(() => platform.clearTimeout(successTimer));

  return singleFlight(async (): Promise<PlaceBetResult> => {
    if (!client.$auth.get()) {
      $placeBetMessage.set({ kind: 'loginRequired' });
      return { status: 'loginRequired' };
    }
    const state = $betslip.get();
    if (!state.canBet) return { status: 'notReady' };
    const playable = state.picks.filter((pick) => !pick.isDeleting && !pick.isSkeleton);
    const payload = placeBetPayload(
      state.type === BetslipType.Multiple
        ? { type: BetslipType.Multiple, stake: state.multipleBet?.betAmount, acceptChanges: state.acceptChanges }
        : { type: BetslipType.Single, picks: playable, acceptChanges: state.acceptChanges },
    );
    $placeBetMessage.set(null);
    $oddMessages.set(new Map());
    setFlag('placing', true);
    try {
      const { betIds } = await sendPlaceBet(client, payload, platform.randomId());
      clearStakes();
      setFlag('placeBetStatus', true);
      platform.clearTimeout(successTimer);
      successTimer = platform.setTimeout(() => setFlag('placeBetStatus', false), PLACE_BET_SUCCESS_MS);
      client.emit('balanceChanged', undefined);
      client.emit('betPlaced', { betIds, stake: placedStake(payload) });
      announce();
      reload();
      return { status: 'placed', betIds };
    } catch (error) {
      reportError(error);
      if (!(error instanceof ApiError)) return { status: 'failed', error: asOynaError(error) };
      $placeBetMessage.set({ kind: 'server', text: error.message });
      const refusal = placeBetRefusalSchema.safeParse(error.data);
      if (refusal.success) $oddMessages.set(new Map(refusal.data.oddInfo.map((info) => [info.oddId, info.message])));
      // A refusal may have changed the slip (moved odds now stand at their new rate): show it as it is.
      reload();
      return { status: 'refused', message: error.message };
    } finally {
      setFlag('placing', false);
    }
  });
}
