import type { ReadableAtom } from 'nanostores';
import type { OynaError } from '../errors/oyna.errors';
import type { OddsFormat } from '../feed/shared/oddsFormat.enums';
import type { BetslipType } from './betslip.enums';
import type { MultipleBet } from './betslip.schema';
import type { BetslipPick, PickDraft } from './pendingToggles.calc';

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
