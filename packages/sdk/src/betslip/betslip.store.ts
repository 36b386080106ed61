import { atom } from 'nanostores';
import { derived } from '../client/derived';
import type { OynaClient } from '../client/createOyna';
import { createErrorChannel } from '../client/errorChannel';
import { onLoginChange } from '../client/onLoginChange';
import { whileObserved } from '../client/whileObserved';
import { OddsFormat } from '../feed/shared/oddsFormat.enums';
import { StorageKey } from '../platform/storage.keys';
import { canSelectBetslipType, stepStake } from './betslip.calc';
import { DEFAULT_ACCEPT_CHANGES } from './betslip.constants';
import type { BetslipData } from './betslip.schema';
import type { Betslip, BetslipState, PlaceBetMessage } from './betslip.types';
import { multipleBetView, slipCanBet, typeShown, withStakes, type ChosenType } from './betslipView.calc';
import { followOdds } from './followOdds.task';
import { isPicked, picksWithPending, type PendingToggle } from './pendingToggles.calc';
import { createPlaceBet } from './placeBet.task';
import { createSlipSync } from './slipSync.task';
import { createStakes } from './stakes.task';

const BETSLIP = Symbol('oyna.betslip');

/**
 * The betslip of a client: one per client. The server keeps the slip (per anonymous token for a
 * guest, per player after login); this store shows the player's changes at once, sends them one at a
 * time in order, and follows other tabs, logins and hub reconnects.
 */
export function betslipOf(client: OynaClient): Betslip {
  return client.domain(BETSLIP, createBetslip);
}

const EMPTY_SLIP: BetslipData = { oddList: [], multipleBet: null };
const ODDS_FORMATS: readonly string[] = Object.values(OddsFormat);
const isOddsFormat = (value: string | null): value is OddsFormat => value !== null && ODDS_FORMATS.includes(value);

function createBetslip(client: OynaClient): Betslip {
  const { platform } = client;
  const $base = atom<BetslipData>(EMPTY_SLIP);
  const $pending = atom<readonly PendingToggle[]>([]);
  const $oddMessages = atom<ReadonlyMap<number, string>>(new Map());
  const $flags = atom({ loading: false, placing: false, placeBetStatus: false });
  const $placeBetMessage = atom<PlaceBetMessage | null>(null);
  const $acceptChanges = atom(DEFAULT_ACCEPT_CHANGES);
  const storedFormat = client.storage.readText(StorageKey.oddsFormat);
  const $oddsFormat = atom<OddsFormat>(isOddsFormat(storedFormat) ? storedFormat : OddsFormat.Decimal);
  const $chosenType = atom<ChosenType | null>(null);

  const errors = createErrorChannel(client);
  const reportError = errors.report;
  const stakes = createStakes(client, reportError);
  const { $singles: $singleStakes, $multiple: $multipleStake } = stakes;

  const $picks = derived([$base, $pending, $singleStakes, $oddMessages], (base, pending, stakes, messages) =>
    withStakes(picksWithPending(base.oddList, pending), stakes, messages),
  );
  let picked: ReadonlySet<number> = new Set();
  const $pickedOddIds = derived($picks, (picks) => {
    const next = new Set(picks.filter((pick) => !pick.isDeleting).map((pick) => pick.oddId));
    if (next.size !== picked.size || [...next].some((oddId) => !picked.has(oddId))) picked = next;
    return picked;
  });

  // The type follows the pick count whenever it changes; in between the player may choose.
  let countChanges = 0;
  let lastCount = 0;
  const $countChange = derived($pickedOddIds, (picked) => {
    if (picked.size !== lastCount) {
      lastCount = picked.size;
      countChanges += 1;
    }
    return countChanges;
  });
  const $type = derived([$pickedOddIds, $countChange, $chosenType], (picked, countChange, chosen) =>
    typeShown(picked.size, countChange, chosen),
  );
  const $multipleBet = derived([$base, $multipleStake, $picks], multipleBetView);

  const $betslip = derived(
    [$picks, $multipleBet, $type, $flags, $placeBetMessage, $acceptChanges, $oddsFormat, $pending],
    (picks, multipleBet, type, flags, placeBetMessage, acceptChanges, oddsFormat, pending): BetslipState => ({
      picks,
      multipleBet,
      type,
      ...flags,
      placeBetMessage,
      acceptChanges,
      oddsFormat,
      canBet: slipCanBet(type, picks, multipleBet, pending.length),
    }),
  );

  const setFlag = (flag: keyof ReturnType<typeof $flags.get>, value: boolean) => $flags.set({ ...$flags.get(), [flag]: value });

  const sync = createSlipSync(
    client,
    $pending,
    (loading) => setFlag('loading', loading),
    // The server's slip replaces ours; stakes typed since stay, messages of a refused bet go.
    (slip) => {
      $base.set(slip);
      const onSlip = new Set(slip.oddList.map((odd) => odd.oddId));
      stakes.keepOnly(onSlip);
      $oddMessages.set(new Map([...$oddMessages.get()].filter(([oddId]) => onSlip.has(oddId))));
    },
    reportError,
  );
  const { loadQuietly } = sync;
  const change = (next: PendingToggle) => {
    $placeBetMessage.set(null);
    sync.change(next);
  };

  const placeBet = createPlaceBet(
    client,
    $betslip,
    $placeBetMessage,
    $oddMessages,
    setFlag,
    stakes.clear,
    sync.announce,
    loadQuietly,
    reportError,
  );

  // In step with the server: another tab's change, a login or logout (the guest's slip moves to the
  // player), a hub that was away, a tab that comes back to the front, a pick's odds that moved.
  whileObserved(client, $base, () => {
    const stops = [
      client.storage.onChange((key) => {
        if (key === StorageKey.betslipRevision || key === null) loadQuietly();
      }),
      onLoginChange(client, (_user, switched) => {
        if (switched) {
          stakes.clear();
          $placeBetMessage.set(null);
          $oddMessages.set(new Map());
        }
        loadQuietly();
      }),
      client.on('reconnected', loadQuietly),
      platform.onVisible(loadQuietly),
      followOdds(client, $pickedOddIds, loadQuietly),
    ];
    return () => stops.forEach((stop) => stop());
  });

  return {
    $betslip,
    $pickedOddIds,
    $oddsFormat,
    load: sync.load,
    toggle(draft) {
      const want = isPicked($picks.get(), draft.oddId) ? 'out' : 'in';
      if (want === 'out') {
        stakes.cancelSingle(draft.oddId);
        // One pick left is no multiple: the server would refuse its calculation.
        if ($pickedOddIds.get().size <= 2) stakes.cancelMultiple();
      }
      change({ kind: 'odd', want, draft, sent: false });
    },
    removeAll() {
      if ($picks.get().length === 0) return;
      stakes.cancelAll();
      change({ kind: 'clear', sent: false });
    },
    selectType(type) {
      if (canSelectBetslipType(type, $pickedOddIds.get().size)) $chosenType.set({ type, countChange: $countChange.get() });
    },
    setSingleStake: stakes.setSingle,
    setMultipleStake: stakes.setMultiple,
    stepMultipleStake(direction) {
      if (client.$auth.get()) stakes.setMultiple(stepStake($multipleStake.get()?.stake ?? $multipleBet.get()?.betAmount, direction));
    },
    setAcceptChanges: (accept) => $acceptChanges.set(accept),
    setOddsFormat(format) {
      $oddsFormat.set(format);
      client.storage.writeText(StorageKey.oddsFormat, format);
    },
    placeBet,
    onError: errors.onError,
  };
}
