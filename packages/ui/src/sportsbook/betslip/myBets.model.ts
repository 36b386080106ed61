import {
  BetStatus,
  BetslipType,
  formatOdds,
  OddsFormat,
  SelectionResult,
  type Bet,
  type MyBetsState,
} from '@oyna/sdk/betslip';
import { formatDateTime, type MessageKey } from '@oyna/sdk/i18n';
import type { Chip, ChipTone } from '../../shared/statusChip.model';

export type { Chip, ChipTone };

const STATUS: Record<BetStatus, { key: MessageKey; tone: ChipTone }> = {
  [BetStatus.None]: { key: 'betStatus.0', tone: 'neutral' },
  [BetStatus.Accepted]: { key: 'betStatus.1', tone: 'open' },
  [BetStatus.Returned]: { key: 'betStatus.2', tone: 'returned' },
  [BetStatus.Lost]: { key: 'betStatus.3', tone: 'lost' },
  [BetStatus.Won]: { key: 'betStatus.4', tone: 'won' },
  [BetStatus.Cashout]: { key: 'betStatus.5', tone: 'won' },
  [BetStatus.Rollback]: { key: 'betStatus.6', tone: 'neutral' },
  [BetStatus.Processing]: { key: 'betStatus.7', tone: 'open' },
};

const RESULT: Record<SelectionResult, { key: MessageKey; tone: ChipTone }> = {
  [SelectionResult.None]: { key: 'selectionResult.0', tone: 'neutral' },
  [SelectionResult.Correct]: { key: 'selectionResult.1', tone: 'won' },
  [SelectionResult.Wrong]: { key: 'selectionResult.2', tone: 'lost' },
  [SelectionResult.Pending]: { key: 'selectionResult.3', tone: 'open' },
  [SelectionResult.Cancelled]: { key: 'selectionResult.4', tone: 'returned' },
};

// A status the client does not know yet (a back end newer than it) reads as None rather than failing.
const statusOf = (status: number) => STATUS[status as BetStatus] ?? STATUS[BetStatus.None];
const resultOf = (result: number) => RESULT[result as SelectionResult] ?? RESULT[SelectionResult.None];

export interface CouponView {
  betId: number;
  typeKey: MessageKey;
  status: Chip;
  stake: number;
  totalOdds: string;
  possibleWin: number;
  /** What was paid out; null while the coupon is open. */
  payout: number | null;
  placedAt: string;
  settledAt: string | null;
  selections: {
    key: string;
    eventName: string;
    marketName: string;
    oddName: string;
    odds: string;
    isLive: boolean;
    result: Chip;
  }[];
}

export interface MyBetsView {
  settled: boolean;
  status: 'loading' | 'failed' | 'empty' | 'loaded';
  coupons: CouponView[];
  /** 1-based, for 'Page x of y'. */
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

function couponOf(bet: Bet, { locale, format }: { locale: string; format: OddsFormat }): CouponView {
  const open = bet.settledAt === null && statusOf(bet.status).tone === 'open';
  return {
    betId: bet.betId,
    typeKey: bet.type === BetslipType.Multiple ? 'betslip.multiple' : 'betslip.single',
    status: statusOf(bet.status),
    stake: bet.stake,
    totalOdds: formatOdds(bet.totalRate, format, locale),
    possibleWin: bet.possibleWin,
    payout: open ? null : bet.payout,
    placedAt: formatDateTime(bet.placedAt, { locale }),
    settledAt: bet.settledAt ? formatDateTime(bet.settledAt, { locale }) : null,
    selections: bet.selections.map((selection, index) => ({
      key: `${selection.oddId}-${index}`,
      eventName: selection.eventName,
      marketName: selection.marketName,
      oddName: selection.oddName,
      odds: formatOdds(selection.rate, format, locale),
      isLive: selection.isLive,
      result: resultOf(selection.result),
    })),
  };
}

/** What the My Bets dialog shows for the store's state; `settled` is the tab asked for before any load. */
export function myBetsView(
  state: MyBetsState,
  { settled, locale, format = OddsFormat.Decimal }: { settled: boolean; locale: string; format?: OddsFormat },
): MyBetsView {
  const query = state.status === 'idle' ? { settled, page: 0 } : state.query;
  const base = { settled: query.settled, coupons: [], page: query.page + 1, pageCount: 1, hasPrevious: false, hasNext: false };
  if (state.status === 'idle' || state.status === 'loading') return { ...base, status: 'loading' };
  if (state.status === 'failed') return { ...base, status: 'failed' };
  const { items, pageCount } = state.value;
  return {
    ...base,
    status: items.length === 0 ? 'empty' : 'loaded',
    coupons: items.map((bet) => couponOf(bet, { locale, format })),
    pageCount,
    hasPrevious: query.page > 0,
    hasNext: query.page + 1 < pageCount,
  };
}

