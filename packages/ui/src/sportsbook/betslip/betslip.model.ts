import {
  BetslipType,
  canSelectBetslipType,
  formatOdds,
  OddsFormat,
  roundStake,
  type BetslipPick,
  type BetslipState,
  type PlaceBetMessage,
} from '@oyna/sdk/betslip';

/** The slip as the server renders it and as the browser shows it before the slip has loaded. */
export const EMPTY_BETSLIP: BetslipState = {
  picks: [],
  multipleBet: null,
  type: BetslipType.Single,
  loading: false,
  placing: false,
  placeBetStatus: false,
  placeBetMessage: null,
  acceptChanges: true,
  oddsFormat: OddsFormat.Decimal,
  canBet: false,
};

export const ODDS_FORMATS: readonly OddsFormat[] = [OddsFormat.Decimal, OddsFormat.American, OddsFormat.Fractional];

export interface PickRowView {
  oddId: number;
  /** 'Galatasaray – Fenerbahçe, Maç Sonucu, 1': what the remove button and the stake box name. */
  name: string;
  eventName: string;
  marketName: string;
  oddName: string;
  isLive: boolean;
  /** The odds in the chosen format; null while a placeholder has no price yet. */
  odds: string | null;
  /** 'deleting': spinner, dimmed, not clickable; 'skeleton': waiting for the server. */
  state: 'ready' | 'deleting' | 'skeleton';
  /** Why the pick cannot be played as it is, shown in red under it (the pick at half opacity). */
  message: string | null;
  stake: number | null;
  possibleWin: number;
}

export interface MultipleView {
  totalOdds: string;
  stake: number | null;
  possibleWin: number;
}

export interface BetslipView {
  rows: PickRowView[];
  /** How many picks are (or are becoming) part of the slip. */
  count: number;
  type: BetslipType;
  tabs: { type: BetslipType; selected: boolean; disabled: boolean }[];
  /** Each pick takes its own stake (Single) or one stake covers them all (Multiple). */
  multiple: MultipleView | null;
  /** The line over the picks: the coupon was created, the slip is loading, or it is empty. */
  notice: 'created' | 'loading' | 'empty' | null;
  canDeleteAll: boolean;
  /** The place-bet part is shown once the slip has picks. */
  showPlaceBet: boolean;
  placing: boolean;
  /** Disabled while placing, and for a player whose slip cannot be placed yet (a guest may press to hear why). */
  placeDisabled: boolean;
  /** Tells a player what is missing before the button can be pressed. */
  stakeNeeded: boolean;
  /** The multiple stake's ±100 buttons: players only. */
  stakeButtons: boolean;
  totalStake: number;
  totalPossibleWin: number;
  warning: PlaceBetMessage | null;
  acceptChanges: boolean;
  oddsFormat: OddsFormat;
}

const pickName = (pick: Pick<BetslipPick, 'eventName' | 'marketName' | 'oddName'>) =>
  [pick.eventName, pick.marketName, pick.oddName].filter(Boolean).join(', ');

const oddsText = (rate: number, format: OddsFormat, locale: string) => (rate > 1 ? formatOdds(rate, format, locale) : null);

function rowOf(pick: BetslipPick, format: OddsFormat, locale: string): PickRowView {
  return {
    oddId: pick.oddId,
    name: pickName(pick),
    eventName: pick.eventName,
    marketName: pick.marketName,
    oddName: pick.oddName,
    isLive: pick.isLive,
    odds: oddsText(pick.rate, format, locale),
    state: pick.isDeleting ? 'deleting' : pick.isSkeleton ? 'skeleton' : 'ready',
    message: pick.message || null,
    stake: pick.amount ?? null,
    possibleWin: pick.possibleWin,
  };
}

/** How many odds are on the slip, from the store's picked odds (a selector for `useStoreSelector`). */
export const pickCount = (picked: ReadonlySet<number>) => picked.size;

/** Single and Multiple, which is chosen, and whether it can be with `count` picks on the slip. */
export function betslipTabs(type: BetslipType, count: number): BetslipView['tabs'] {
  return [BetslipType.Single, BetslipType.Multiple].map((tab) => ({
    type: tab,
    selected: tab === type,
    disabled: !canSelectBetslipType(tab, count),
  }));
}

/**
 * What the betslip panel shows and which of its controls work, from the store's state; odds are
 * written in `locale`'s way ('2,86' in Turkish).
 */
export function betslipView(state: BetslipState, { loggedIn, locale }: { loggedIn: boolean; locale: string }): BetslipView {
  const rows = state.picks.map((pick) => rowOf(pick, state.oddsFormat, locale));
  const live = rows.filter((row) => row.state !== 'deleting');
  const count = live.length;
  const type = state.type;
  const isMultiple = type === BetslipType.Multiple;
  const multiple =
    isMultiple && state.multipleBet
      ? {
          totalOdds: oddsText(state.multipleBet.totalRate, state.oddsFormat, locale) ?? '-',
          stake: state.multipleBet.betAmount,
          possibleWin: state.multipleBet.possibleWin,
        }
      : null;
  const totalStake = isMultiple
    ? (multiple?.stake ?? 0)
    : roundStake(live.reduce((sum, row) => sum + (row.stake ?? 0), 0));
  const totalPossibleWin = isMultiple
    ? (multiple?.possibleWin ?? 0)
    : roundStake(live.reduce((sum, row) => sum + row.possibleWin, 0));
  const settling = rows.some((row) => row.state !== 'ready');
  return {
    rows,
    count,
    type,
    tabs: betslipTabs(type, count),
    multiple,
    notice: state.placeBetStatus ? 'created' : rows.length > 0 ? null : state.loading ? 'loading' : 'empty',
    canDeleteAll: count > 0,
    showPlaceBet: count > 0,
    placing: state.placing,
    placeDisabled: state.placing || (loggedIn && !state.canBet),
    stakeNeeded: loggedIn && count > 0 && !state.canBet && !state.placing && !settling,
    stakeButtons: loggedIn,
    totalStake,
    totalPossibleWin,
    warning: state.placeBetMessage,
    acceptChanges: state.acceptChanges,
    oddsFormat: state.oddsFormat,
  };
}
