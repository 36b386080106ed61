import type { Bonus, FinancialRecord, GameActivity, HistoryQuery, HistoryState, Profile, SessionRecord } from '@oyna/sdk/account';
import { WinBetType } from '@oyna/sdk/account';
import { ApiError } from '@oyna/sdk';
import { formatDateTime, formatTry, type MessageKey } from '@oyna/sdk/i18n';
import { MoneyDirection, PaymentRecordStatus, ProcessingStatus } from '@oyna/sdk/payments';
import { RoutePath } from '@oyna/sdk/routes';
import type { Chip, ChipTone } from '../shared/statusChip.model';
import type { DashboardKey } from './dashboard.messages';
import { phoneText } from '../shared/phoneText';

/** What a cell shows: plain text (already formatted), a text to translate, or a status chip. */
export type CellView =
  | { kind: 'text'; text: string; numeric?: boolean }
  | { kind: 'label'; key: DashboardKey }
  | { kind: 'chip'; chip: Chip<DashboardKey> };

export interface ColumnSpec<T> {
  /** The column's header. */
  header: DashboardKey;
  cell(item: T, locale: string): CellView;
}

/** One dashboard list: its title, what it says when empty, its columns, and each row's key. */
export interface ListSpec<T> {
  titleKey: MessageKey;
  emptyKey: DashboardKey;
  columns: readonly ColumnSpec<T>[];
  rowKey(item: T): string | number;
}

const text = (value: string, numeric = false): CellView => ({ kind: 'text', text: value, numeric });
const money = (amount: number): CellView => text(formatTry(amount), true);
const when = (stamp: string | null, locale: string): CellView =>
  stamp ? text(formatDateTime(stamp, { locale })) : { kind: 'label', key: 'dashboard.notAvailable' };
const chip = (key: DashboardKey, tone: ChipTone): CellView => ({ kind: 'chip', chip: { key, tone } });
const orDash = (value: string | null): CellView => (value ? text(value) : { kind: 'label', key: 'dashboard.notAvailable' });

const BONUS_TONE: Record<string, ChipTone> = { active: 'open', used: 'won', expired: 'neutral', cancelled: 'lost' };

const PAYMENT_TONE: Record<PaymentRecordStatus, ChipTone> = {
  [PaymentRecordStatus.None]: 'neutral',
  [PaymentRecordStatus.Confirmed]: 'won',
  [PaymentRecordStatus.Pending]: 'open',
  [PaymentRecordStatus.Merged]: 'neutral',
  [PaymentRecordStatus.Rejected]: 'lost',
  [PaymentRecordStatus.Cancelled]: 'returned',
  [PaymentRecordStatus.Created]: 'open',
};

const PROCESSING_TONE: Record<ProcessingStatus, ChipTone> = {
  [ProcessingStatus.Processing]: 'open',
  [ProcessingStatus.Completed]: 'won',
  [ProcessingStatus.Cancelled]: 'lost',
  [ProcessingStatus.Expired]: 'neutral',
};

// A value the client does not know yet (a back end newer than it) reads as None rather than failing.
const paymentChip = (status: number) =>
  status in PAYMENT_TONE
    ? chip(`dashboard.paymentStatus.${status as PaymentRecordStatus}`, PAYMENT_TONE[status as PaymentRecordStatus])
    : chip('dashboard.paymentStatus.0', 'neutral');
const processingChip = (status: number): CellView =>
  status in PROCESSING_TONE
    ? chip(`dashboard.processing.${status as ProcessingStatus}`, PROCESSING_TONE[status as ProcessingStatus])
    : { kind: 'label', key: 'dashboard.notAvailable' };

export const gameActivitiesList: ListSpec<GameActivity> = {
  titleKey: 'route.gameHistory',
  emptyKey: 'dashboard.games.empty',
  rowKey: (round) => round.roundId,
  columns: [
    { header: 'dashboard.games.playedAt', cell: (round, locale) => when(round.playedAt, locale) },
    { header: 'dashboard.games.game', cell: (round) => text(round.gameName) },
    { header: 'dashboard.games.provider', cell: (round) => orDash(round.providerName) },
    {
      header: 'dashboard.games.type',
      cell: (round) => (round.type === WinBetType.Win ? chip('dashboard.winBet.1', 'won') : chip('dashboard.winBet.2', 'neutral')),
    },
    { header: 'dashboard.games.stake', cell: (round) => money(round.stake) },
    { header: 'dashboard.games.win', cell: (round) => money(round.win) },
    { header: 'dashboard.games.balance', cell: (round) => money(round.balance) },
  ],
};

export const bonusesList: ListSpec<Bonus> = {
  titleKey: 'route.bonuses',
  emptyKey: 'dashboard.bonuses.empty',
  rowKey: (bonus) => bonus.id,
  columns: [
    { header: 'dashboard.bonuses.name', cell: (bonus) => text(bonus.name) },
    { header: 'dashboard.bonuses.amount', cell: (bonus) => money(bonus.amount) },
    {
      header: 'dashboard.bonuses.status',
      cell: (bonus) =>
        bonus.status in BONUS_TONE
          ? chip(`dashboard.bonusStatus.${bonus.status as 'active'}`, BONUS_TONE[bonus.status]!)
          : text(bonus.status),
    },
    { header: 'dashboard.bonuses.grantedAt', cell: (bonus, locale) => when(bonus.grantedAt, locale) },
    { header: 'dashboard.bonuses.expiresAt', cell: (bonus, locale) => when(bonus.expiresAt, locale) },
  ],
};

export const financialList: ListSpec<FinancialRecord> = {
  titleKey: 'route.financialActivities',
  emptyKey: 'dashboard.financial.empty',
  rowKey: (record) => record.id,
  columns: [
    { header: 'dashboard.financial.createdAt', cell: (record, locale) => when(record.createdAt, locale) },
    {
      header: 'dashboard.financial.direction',
      cell: (record) => ({ kind: 'label', key: record.direction === MoneyDirection.Withdraw ? 'dashboard.direction.2' : 'dashboard.direction.1' }),
    },
    { header: 'dashboard.financial.amount', cell: (record) => money(record.amount) },
    { header: 'dashboard.financial.method', cell: (record) => orDash(record.method) },
    { header: 'dashboard.financial.status', cell: (record) => paymentChip(record.status) },
    { header: 'dashboard.financial.processing', cell: (record) => processingChip(record.processingStatus) },
    { header: 'dashboard.financial.reference', cell: (record) => orDash(record.reference) },
  ],
};

const DEVICE_KINDS = new Set(['desktop', 'mobile', 'tablet']);

/** 'Phone · Safari 17 · iOS 17.5', from what is known of the device. */
export function deviceText(device: SessionRecord['device'], kindText: string): string {
  return [kindText, device.browser, device.os].filter(Boolean).join(' · ');
}

export const deviceKindKey = (kind: string | null): DashboardKey =>
  kind && DEVICE_KINDS.has(kind) ? `dashboard.device.${kind as 'desktop'}` : 'dashboard.device.unknown';

export const sessionsList: ListSpec<SessionRecord> = {
  titleKey: 'route.sessionHistory',
  emptyKey: 'dashboard.sessions.empty',
  rowKey: (session) => session.id,
  columns: [
    { header: 'dashboard.sessions.startedAt', cell: (session, locale) => when(session.startedAt, locale) },
    { header: 'dashboard.sessions.device', cell: (session) => ({ kind: 'label', key: deviceKindKey(session.device.kind) }) },
    { header: 'dashboard.sessions.address', cell: (session) => orDash(session.address) },
    { header: 'dashboard.sessions.lastUsedAt', cell: (session, locale) => when(session.lastUsedAt, locale) },
    { header: 'dashboard.sessions.endedAt', cell: (session, locale) => when(session.endedAt, locale) },
    {
      header: 'dashboard.sessions.status',
      cell: (session) =>
        session.current
          ? chip('dashboard.session.current', 'won')
          : session.active
            ? chip('dashboard.session.active', 'open')
            : chip('dashboard.session.ended', 'neutral'),
    },
  ],
};

export interface RowView {
  key: string | number;
  cells: CellView[];
}

export interface HistoryView {
  /** `refused`: the server turned the filter down (its words are in `error`); `failed`: the list could not be loaded. */
  status: 'loading' | 'refused' | 'failed' | 'empty' | 'loaded';
  rows: RowView[];
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
  /** The filter in force (or being loaded). */
  query: HistoryQuery;
  /** The server's words when the list was refused (a reversed range, say). */
  error: string | null;
}

export const FIRST_PAGE: HistoryQuery = { page: 0, dateFrom: null, dateTo: null };

/** What a dashboard list page shows for its store's state. */
export function historyView<T>(state: HistoryState<T>, spec: ListSpec<T>, locale: string): HistoryView {
  const query = state.status === 'idle' ? FIRST_PAGE : state.query;
  const base = { rows: [], page: query.page + 1, pageCount: 1, total: 0, query, error: null };
  if (state.status === 'idle' || state.status === 'loading') return { ...base, status: 'loading' };
  if (state.status === 'failed') {
    const refused = state.error instanceof ApiError && state.error.status === 400;
    return { ...base, status: refused ? 'refused' : 'failed', error: refused ? state.error.message : null };
  }
  const { items, pageCount, total } = state.value;
  return {
    ...base,
    status: items.length === 0 ? 'empty' : 'loaded',
    rows: items.map((item) => ({ key: spec.rowKey(item), cells: spec.columns.map((column) => column.cell(item, locale)) })),
    pageCount,
    total,
  };
}

export interface ProfileRow {
  term: DashboardKey;
  value: CellView;
}

/** Personal information as label and value pairs; the phone's chip says whether it is verified. */
export function profileRows(profile: Profile, locale: string): { rows: ProfileRow[]; phoneVerified: boolean } {
  const birth = profile.birthDate ? new Date(`${profile.birthDate}T12:00:00Z`) : null;
  const birthText =
    birth && !Number.isNaN(birth.getTime())
      ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(birth)
      : null;
  const none: CellView = { kind: 'label', key: 'dashboard.profile.none' };
  return {
    phoneVerified: profile.smsVerified,
    rows: [
      { term: 'dashboard.profile.name', value: text(`${profile.name} ${profile.surname}`.trim()) },
      { term: 'dashboard.profile.username', value: text(profile.username) },
      { term: 'dashboard.profile.email', value: profile.email ? text(profile.email) : none },
      { term: 'dashboard.profile.phone', value: profile.phone ? text(phoneText(profile.phone)) : none },
      { term: 'dashboard.profile.country', value: profile.country.name ? text(profile.country.name) : none },
      { term: 'dashboard.profile.birthDate', value: birthText ? text(birthText) : none },
      { term: 'dashboard.profile.registeredAt', value: when(profile.registeredAt, locale) },
    ],
  };
}

/** The nine tiles of `/dashboard`, in the spec's order. */
export type DashboardTile =
  | { kind: 'link'; titleKey: MessageKey; href: string; icon: TileIcon }
  | { kind: 'changePassword'; titleKey: MessageKey; icon: TileIcon }
  | { kind: 'logout'; titleKey: DashboardKey; icon: TileIcon };

export type TileIcon = 'arrowUp' | 'arrowDown' | 'gamepad' | 'gift' | 'wallet' | 'calendar' | 'user' | 'lock' | 'logout';

/** The tiles, Change Password only when the page can open its dialog. */
export function dashboardTiles({ changePassword }: { changePassword: boolean }): DashboardTile[] {
  return [
    { kind: 'link', titleKey: 'route.deposit', href: RoutePath.deposit, icon: 'arrowUp' },
    { kind: 'link', titleKey: 'route.withdraw', href: RoutePath.withdraw, icon: 'arrowDown' },
    { kind: 'link', titleKey: 'route.gameHistory', href: RoutePath.gameHistory, icon: 'gamepad' },
    { kind: 'link', titleKey: 'route.bonuses', href: RoutePath.bonuses, icon: 'gift' },
    { kind: 'link', titleKey: 'route.financialActivities', href: RoutePath.financialActivities, icon: 'wallet' },
    { kind: 'link', titleKey: 'route.sessionHistory', href: RoutePath.sessionHistory, icon: 'calendar' },
    { kind: 'link', titleKey: 'route.account', href: RoutePath.account, icon: 'user' },
    ...(changePassword ? [{ kind: 'changePassword', titleKey: 'route.changePassword', icon: 'lock' } as const] : []),
    { kind: 'logout', titleKey: 'dashboard.logout', icon: 'logout' },
  ];
}
