import { atom, type ReadableAtom } from 'nanostores';
import { derived } from '../client/derived';
import type { OynaClient } from '../client/createOyna';
import { createErrorChannel } from '../client/errorChannel';
import { ApiError, asOynaError, type OynaError } from '../errors/oyna.errors';
import { freshFlight } from '../client/freshFlight';
import { onLoginChange } from '../client/onLoginChange';
import { singleFlight } from '../client/singleFlight';
import { whileObserved } from '../client/whileObserved';
import { oddsOf } from '../feed/shared/odds.store';
import { afterPaint } from '../platform/afterPaint';
import { OddsFormat } from '../feed/shared/oddsFormat.enums';
import { StorageKey } from '../platform/storage.keys';
import { calculateStake, getBetslip, placeBet as sendPlaceBet, removeAllOdds, toggleOdd } from './betslip.api';
import {
  betslipTypeFor,
  canBet,
  canSelectBetslipType,
  isEmptyStake,
  multipleCalculation,
  placeBetPayload,
  placedStake,
  possibleWin,
  roundStake,
  singleCalculation,
  stepStake,
} from './betslip.calc';
import { CALCULATE_DEBOUNCE_MS, DEFAULT_ACCEPT_CHANGES, FOLLOW_ODDS_DELAY_MS, PLACE_BET_SUCCESS_MS } from './betslip.constants';
import { BetslipType } from './betslip.enums';
import { placeBetRefusalSchema, type BetslipData, type MultipleBet } from './betslip.schema';
import {
  enqueueToggle,
  isPicked,
  picksWithPending,
  type BetslipPick,
  type PendingToggle,
  type PickDraft,
} from './pendingToggles.calc';

/** The general alert over the place-bet button: why the last attempt did not go through. */
export type PlaceBetMessage = { kind: 'loginRequired' } | { kind: 'server'; text: string };

export interface BetslipState {
  /** The picks in the order they were added, placeholders and removals in progress included. */
  picks: readonly BetslipPick[];
  /** The multiple bet over every pick; null with fewer than two. */
  multipleBet: MultipleBet | null;
  type: BetslipType;
  /** The slip is loading from the server (first load, another tab's change, a login). */
  loading: boolean;
  /** A bet is being placed: the place-bet button is disabled. */
  placing: boolean;
  /** 'Your coupon has been created' shows while this is set (5 s after a placed bet). */
  placeBetStatus: boolean;
  placeBetMessage: PlaceBetMessage | null;
  acceptChanges: boolean;
  oddsFormat: OddsFormat;
  /** Every calculated possible win is above 0 and no change is waiting for the server. */
  canBet: boolean;
}

export type PlaceBetResult =
  | { status: 'placed'; betIds: readonly number[] }
  | { status: 'loginRequired' }
  | { status: 'notReady' }
  | { status: 'refused'; message: string }
  | { status: 'failed'; error: OynaError };

export interface Betslip {
  readonly $betslip: ReadableAtom<BetslipState>;
  /**
   * The odd ids shown as picked: odds buttons read their pressed state here. A new set only when
   * an odd went in or out, so a stake typed or a server answer does not wake every odds button.
   */
  readonly $pickedOddIds: ReadableAtom<ReadonlySet<number>>;
  /** The odds format alone (also in `$betslip`), for odds buttons that show nothing else of the slip. */
  readonly $oddsFormat: ReadableAtom<OddsFormat>;
  /** Reloads the slip from the server. */
  load(): Promise<void>;
  /** Adds the odd (a placeholder at once) or removes it (at once); the server confirms. */
  toggle(odd: PickDraft): void;
  removeAll(): void;
  /** Multiple is selectable only with more than one pick. */
  selectType(type: BetslipType): void;
  /** The stake of one pick's single bet; null or 0 clears it. */
  setSingleStake(oddId: number, stake: number | null): void;
  setMultipleStake(stake: number | null): void;
  /** The multiple stake's plus (+1) and minus (-1) buttons: players only. */
  stepMultipleStake(direction: 1 | -1): void;
  setAcceptChanges(accept: boolean): void;
  setOddsFormat(format: OddsFormat): void;
  /** Places the slip as it is shown: one request however many times it is called meanwhile. */
  placeBet(): Promise<PlaceBetResult>;
  /** A toggle, stake or bet the server refused, or a call that failed, typed for a toast. */
  onError(listener: (error: OynaError) => void): () => void;
}

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

/** A stake the player typed and what the server said it could win, once it answered for that stake. */
interface StakeEntry {
  stake: number | null;
  calculated: { stake: number; possibleWin: number } | null;
}

const winOf = (entry: StakeEntry, rate: number): number => {
  if (isEmptyStake(entry.stake)) return 0;
  return entry.calculated?.stake === entry.stake ? entry.calculated.possibleWin : possibleWin(entry.stake, rate);
};

function createBetslip(client: OynaClient): Betslip {
  const { platform } = client;
  const $base = atom<BetslipData>(EMPTY_SLIP);
  const $pending = atom<readonly PendingToggle[]>([]);
  const $singleStakes = atom<ReadonlyMap<number, StakeEntry>>(new Map());
  const $multipleStake = atom<StakeEntry | null>(null);
  const $oddMessages = atom<ReadonlyMap<number, string>>(new Map());
  const $flags = atom({ loading: false, placing: false, placeBetStatus: false });
  const $placeBetMessage = atom<PlaceBetMessage | null>(null);
  const $acceptChanges = atom(DEFAULT_ACCEPT_CHANGES);
  const storedFormat = client.storage.readText(StorageKey.oddsFormat);
  const $oddsFormat = atom<OddsFormat>(isOddsFormat(storedFormat) ? storedFormat : OddsFormat.Decimal);
  /** The type the player chose, for as long as the pick count stays what it was then. */
  const $chosenType = atom<{ type: BetslipType; countChange: number } | null>(null);

  const errors = createErrorChannel(client);
  const reportError = errors.report;

  const $picks = derived(
    [$base, $pending, $singleStakes, $oddMessages],
    (base, pending, stakes, messages): BetslipPick[] =>
      picksWithPending(base.oddList, pending).map((pick) => {
        const entry = stakes.get(pick.oddId);
        const message = messages.get(pick.oddId) ?? pick.message;
        if (!entry) return message === pick.message ? pick : { ...pick, message };
        return { ...pick, amount: entry.stake, possibleWin: winOf(entry, pick.rate), message };
      }),
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
    chosen?.countChange === countChange ? chosen.type : betslipTypeFor(picked.size),
  );

  const $multipleBet = derived([$base, $multipleStake, $picks], (base, entry, picks): MultipleBet | null => {
    if (!base.multipleBet || picks.filter((pick) => !pick.isDeleting).length < 2) return null;
    if (!entry) return base.multipleBet;
    return { ...base.multipleBet, betAmount: entry.stake, possibleWin: winOf(entry, base.multipleBet.totalRate) };
  });

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
      canBet:
        pending.length === 0 &&
        (type === BetslipType.Multiple
          ? multipleBet !== null && canBet([multipleBet.possibleWin])
          : canBet(picks.map((pick) => pick.possibleWin))),
    }),
  );

  const setFlag = (flag: keyof ReturnType<typeof $flags.get>, value: boolean) => $flags.set({ ...$flags.get(), [flag]: value });

  /** The server's slip replaces ours; stakes typed since stay, messages of a refused bet go. */
  function accept(slip: BetslipData) {
    $base.set(slip);
    const onSlip = new Set(slip.oddList.map((odd) => odd.oddId));
    $singleStakes.set(new Map([...$singleStakes.get()].filter(([oddId]) => onSlip.has(oddId))));
    $oddMessages.set(new Map([...$oddMessages.get()].filter(([oddId]) => onSlip.has(oddId))));
  }

  /** Tells other tabs of this browser that the slip changed on the server. */
  const announce = () => client.storage.writeText(StorageKey.betslipRevision, platform.randomId());

  let reloadWhenIdle = false;
  // A reload asked for mid-load (a login, a reconnect) needs an answer sent after it asked.
  const load = freshFlight(async () => {
    if ($pending.get().length > 0) {
      // A toggle's answer is the whole slip; a load now could be older than it.
      reloadWhenIdle = true;
      return;
    }
    setFlag('loading', true);
    try {
      const slip = await getBetslip(client);
      if ($pending.get().length === 0) accept(slip);
      else reloadWhenIdle = true;
    } finally {
      setFlag('loading', false);
    }
  });
  const loadQuietly = () => void load().catch(reportError);

  // One change on the wire at a time, in the order the player made them.
  let sending = false;
  async function drain() {
    if (sending) return;
    sending = true;
    try {
      for (let next = $pending.get()[0]; next; next = $pending.get()[0]) {
        const change = next;
        $pending.set([{ ...change, sent: true }, ...$pending.get().slice(1)]);
        try {
          const slip =
            change.kind === 'clear'
              ? await removeAllOdds(client)
              : await toggleOdd(client, { oddId: change.draft.oddId, isLive: change.draft.isLive });
          accept(slip);
          announce();
        } catch (error) {
          reportError(error);
        } finally {
          $pending.set($pending.get().slice(1));
        }
      }
    } finally {
      sending = false;
    }
    if (reloadWhenIdle) {
      reloadWhenIdle = false;
      loadQuietly();
    }
  }

  function change(next: PendingToggle) {
    $placeBetMessage.set(null);
    $pending.set(enqueueToggle($pending.get(), next));
    // The press is drawn first: building and sending the request (the token, the URL, fetch) in
    // the same task kept the pressed odd off the screen for another frame.
    void afterPaint(platform).then(drain);
  }

  // Stakes: shown at once, calculated by the server after the player pauses typing.
  const calculations = new Map<string, unknown>();
  // A calculation whose pick left the slip (removed, or placed) is dropped, and so is a refusal it
  // brings back: the player has moved on, there is nothing to tell them.
  const calculationRounds = new Map<string, number>();
  client.track(() => calculations.forEach((handle) => platform.clearTimeout(handle)));
  function cancelCalculation(key: string) {
    const waiting = calculations.get(key);
    if (waiting !== undefined) platform.clearTimeout(waiting);
    calculations.delete(key);
    calculationRounds.set(key, (calculationRounds.get(key) ?? 0) + 1);
  }
  const cancelCalculations = () => new Set([...calculations.keys(), ...calculationRounds.keys()]).forEach(cancelCalculation);
  const singleKey = (oddId: number) => `single:${oddId}`;
  function calculateLater(key: string, run: () => Promise<void>) {
    const waiting = calculations.get(key);
    if (waiting !== undefined) platform.clearTimeout(waiting);
    const round = calculationRounds.get(key) ?? 0;
    calculations.set(
      key,
      platform.setTimeout(() => {
        calculations.delete(key);
        run().catch((error: unknown) => {
          if ((calculationRounds.get(key) ?? 0) === round) reportError(error);
        });
      }, CALCULATE_DEBOUNCE_MS),
    );
  }

  function setSingleStake(oddId: number, stake: number | null) {
    const typed = isEmptyStake(stake) ? null : roundStake(Math.max(0, stake));
    $singleStakes.set(new Map($singleStakes.get()).set(oddId, { stake: typed, calculated: null }));
    const payload = singleCalculation({ oddId, amount: typed });
    if (!payload) return;
    calculateLater(singleKey(oddId), async () => {
      const { possibleWin: win } = await calculateStake(client, payload);
      const entry = $singleStakes.get().get(oddId);
      if (entry?.stake !== typed || typed === null) return;
      $singleStakes.set(new Map($singleStakes.get()).set(oddId, { stake: typed, calculated: { stake: typed, possibleWin: win } }));
    });
  }

  function setMultipleStake(stake: number | null) {
    const typed = isEmptyStake(stake) ? null : roundStake(Math.max(0, stake));
    $multipleStake.set({ stake: typed, calculated: null });
    const payload = multipleCalculation(typed);
    if (!payload || typed === null) return;
    calculateLater('multiple', async () => {
      const { possibleWin: win } = await calculateStake(client, payload);
      if ($multipleStake.get()?.stake !== typed) return;
      $multipleStake.set({ stake: typed, calculated: { stake: typed, possibleWin: win } });
    });
  }

  let successTimer: unknown = null;
  client.track(() => platform.clearTimeout(successTimer));

  const placeOnce = singleFlight(async (): Promise<PlaceBetResult> => {
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
      cancelCalculations();
      $singleStakes.set(new Map());
      $multipleStake.set(null);
      setFlag('placeBetStatus', true);
      platform.clearTimeout(successTimer);
      successTimer = platform.setTimeout(() => setFlag('placeBetStatus', false), PLACE_BET_SUCCESS_MS);
      client.emit('balanceChanged', undefined);
      client.emit('betPlaced', { betIds, stake: placedStake(payload) });
      announce();
      loadQuietly();
      return { status: 'placed', betIds };
    } catch (error) {
      reportError(error);
      if (!(error instanceof ApiError)) return { status: 'failed', error: asOynaError(error) };
      $placeBetMessage.set({ kind: 'server', text: error.message });
      const refusal = placeBetRefusalSchema.safeParse(error.data);
      if (refusal.success) $oddMessages.set(new Map(refusal.data.oddInfo.map((info) => [info.oddId, info.message])));
      // A refusal may have changed the slip (moved odds now stand at their new rate): show it as it is.
      loadQuietly();
      return { status: 'refused', message: error.message };
    } finally {
      setFlag('placing', false);
    }
  });

  /**
   * Reloads the slip a moment after the feed shows one of its picks' odds move, so the slip shows
   * the new rate (and the server's 'Odds changed' message) before the player presses Place Bet.
   */
  function followOdds(): () => void {
    const odds = oddsOf(client);
    let timer: unknown = null;
    const stop = odds.$movesChanged.listen(() => {
      if (timer !== null) return;
      if (![...$pickedOddIds.get()].some((oddId) => odds.moveOf(oddId) !== null)) return;
      timer = platform.setTimeout(() => {
        timer = null;
        loadQuietly();
      }, FOLLOW_ODDS_DELAY_MS);
    });
    return () => {
      stop();
      if (timer !== null) platform.clearTimeout(timer);
    };
  }

  // In step with the server: another tab's change, a login or logout (the guest's slip moves to the
  // player), a hub that was away, a tab that comes back to the front, a pick's odds that moved.
  whileObserved(client, $base, () => {
    const stops = [
      client.storage.onChange((key) => {
        if (key === StorageKey.betslipRevision || key === null) loadQuietly();
      }),
      onLoginChange(client, (_user, switched) => {
        if (switched) {
          $singleStakes.set(new Map());
          $multipleStake.set(null);
          $placeBetMessage.set(null);
          $oddMessages.set(new Map());
        }
        loadQuietly();
      }),
      client.on('reconnected', loadQuietly),
      platform.onVisible(loadQuietly),
      followOdds(),
    ];
    return () => stops.forEach((stop) => stop());
  });

  return {
    $betslip,
    $pickedOddIds,
    $oddsFormat,
    load,
    toggle(draft) {
      const want = isPicked($picks.get(), draft.oddId) ? 'out' : 'in';
      if (want === 'out') {
        cancelCalculation(singleKey(draft.oddId));
        // One pick left is no multiple: the server would refuse its calculation.
        if ($pickedOddIds.get().size <= 2) cancelCalculation('multiple');
      }
      change({ kind: 'odd', want, draft, sent: false });
    },
    removeAll() {
      if ($picks.get().length === 0) return;
      cancelCalculations();
      change({ kind: 'clear', sent: false });
    },
    selectType(type) {
      if (canSelectBetslipType(type, $pickedOddIds.get().size)) $chosenType.set({ type, countChange: $countChange.get() });
    },
    setSingleStake,
    setMultipleStake,
    stepMultipleStake(direction) {
      if (client.$auth.get()) setMultipleStake(stepStake($multipleStake.get()?.stake ?? $multipleBet.get()?.betAmount, direction));
    },
    setAcceptChanges: (accept) => $acceptChanges.set(accept),
    setOddsFormat(format) {
      $oddsFormat.set(format);
      client.storage.writeText(StorageKey.oddsFormat, format);
    },
    placeBet: placeOnce,
    onError: errors.onError,
  };
}
