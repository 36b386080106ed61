import { atom, type ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { calculateStake } from './betslip.api';
import { isEmptyStake, multipleCalculation, roundStake, singleCalculation } from './betslip.calc';
import { CALCULATE_DEBOUNCE_MS } from './betslip.constants';
import type { CalculatePayload } from './betslipRequest.schema';
import type { StakeEntry } from './betslipView.calc';

export interface Stakes {
  /** The stake typed for each pick's single, with the server's win once it answered for it. */
  readonly $singles: ReadableAtom<ReadonlyMap<number, StakeEntry>>;
  readonly $multiple: ReadableAtom<StakeEntry | null>;
  setSingle(oddId: number, stake: number | null): void;
  setMultiple(stake: number | null): void;
  /** The pick left the slip: its waiting calculation goes, and a refusal one on its way brings back. */
  cancelSingle(oddId: number): void;
  cancelMultiple(): void;
  /** Drops every waiting calculation (the slip is being emptied). */
  cancelAll(): void;
  /** Forgets what the player typed (a bet placed, another player). */
  clear(): void;
  /** Keeps the singles of the picks still on the slip. */
  keepOnly(oddIds: ReadonlySet<number>): void;
}

const MULTIPLE = 'multiple';
const singleKey = (oddId: number) => `single:${oddId}`;
const typedStake = (stake: number | null) => (isEmptyStake(stake) ? null : roundStake(Math.max(0, stake)));

/**
 * The stakes of a slip: shown at once, calculated by the server once the player pauses typing (one
 * calculation per pick and one for the multiple, a newer one replacing the waiting one). A
 * calculation whose pick left the slip is dropped, and so is a refusal it brings back: the player has
 * moved on, there is nothing to tell them.
 */
export function createStakes(client: OynaClient, reportError: (error: unknown) => void): Stakes {
  const { platform } = client;
  const $singles = atom<ReadonlyMap<number, StakeEntry>>(new Map());
  const $multiple = atom<StakeEntry | null>(null);
  const waiting = new Map<string, unknown>();
  const rounds = new Map<string, number>();
  client.track(() => waiting.forEach((handle) => platform.clearTimeout(handle)));

  function cancel(key: string) {
    platform.clearTimeout(waiting.get(key));
    waiting.delete(key);
    rounds.set(key, (rounds.get(key) ?? 0) + 1);
  }

  const cancelAll = () => new Set([...waiting.keys(), ...rounds.keys()]).forEach(cancel);

  function calculateLater(key: string, payload: CalculatePayload, answer: (possibleWin: number) => void) {
    platform.clearTimeout(waiting.get(key));
    const round = rounds.get(key) ?? 0;
    const run = async () => answer((await calculateStake(client, payload)).possibleWin);
    waiting.set(
      key,
      platform.setTimeout(() => {
        waiting.delete(key);
        run().catch((error: unknown) => {
          if ((rounds.get(key) ?? 0) === round) reportError(error);
        });
      }, CALCULATE_DEBOUNCE_MS),
    );
  }

  return {
    $singles,
    $multiple,
    setSingle(oddId, stake) {
      const typed = typedStake(stake);
      $singles.set(new Map($singles.get()).set(oddId, { stake: typed, calculated: null }));
      const payload = singleCalculation({ oddId, amount: typed });
      if (!payload || typed === null) return;
      calculateLater(singleKey(oddId), payload, (possibleWin) => {
        if ($singles.get().get(oddId)?.stake !== typed) return;
        $singles.set(new Map($singles.get()).set(oddId, { stake: typed, calculated: { stake: typed, possibleWin } }));
      });
    },
    setMultiple(stake) {
      const typed = typedStake(stake);
      $multiple.set({ stake: typed, calculated: null });
      const payload = multipleCalculation(typed);
      if (!payload || typed === null) return;
      calculateLater(MULTIPLE, payload, (possibleWin) => {
        if ($multiple.get()?.stake !== typed) return;
        $multiple.set({ stake: typed, calculated: { stake: typed, possibleWin } });
      });
    },
    cancelSingle: (oddId) => cancel(singleKey(oddId)),
    cancelMultiple: () => cancel(MULTIPLE),
    cancelAll,
    clear() {
      cancelAll();
      $singles.set(new Map());
      $multiple.set(null);
    },
    keepOnly(oddIds) {
      $singles.set(new Map([...$singles.get()].filter(([oddId]) => oddIds.has(oddId))));
    },
  };
}
