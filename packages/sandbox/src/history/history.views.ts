import { fromMinor } from '../betting/betting.money.ts';
import { providerById } from '../casino/providers.ts';
import { countries } from '../content/countries.ts';
import type { Player } from '../db/players.repository.ts';
import type { Locale } from '../i18n/locale.ts';
import { isMessageKey, message } from '../i18n/messages.ts';
import type { BonusRow } from './bonusHistory.repository.ts';
import { deviceOf } from './device.ts';
import { WinBetType } from './financial.enums.ts';
import type { FinancialRecord } from './financial.repository.ts';
import type { GameActivity } from './gameActivities.repository.ts';
import type { SessionHistoryRow } from './sessionHistory.repository.ts';

// The wire shapes of the dashboard's calls: money in TRY (2 decimals), times ISO 8601 UTC with `Z`.

const isoTime = (ms: number): string => new Date(ms).toISOString();

/** A page of rows: how many match in all, and this page's. */
export const pageJson = <T, J>(page: { total: number; items: T[] }, json: (item: T) => J) => ({
  total: page.total,
  items: page.items.map(json),
});

export const gameActivityJson = (round: GameActivity) => ({
  roundId: round.roundId,
  gameCode: round.gameCode,
  gameName: round.gameName,
  providerName: providerById(round.providerId)?.name ?? '',
  mainProviderId: round.providerId,
  type: round.winMinor > 0 ? WinBetType.Win : WinBetType.Bet,
  stake: fromMinor(round.stakeMinor),
  win: fromMinor(round.winMinor),
  balance: fromMinor(round.balanceAfterMinor),
  playedAt: isoTime(round.playedAt),
});

/** A bonus kind's name; a kind without one shows as itself. */
function bonusName(locale: Locale, kind: string): string {
  const key = `bonus.kind.${kind}`;
  return isMessageKey(key) ? message(locale, key) : kind;
}

export const bonusJson = (bonus: BonusRow, locale: Locale) => ({
  id: bonus.id,
  kind: bonus.kind,
  name: bonusName(locale, bonus.kind),
  amount: fromMinor(bonus.amountMinor),
  status: bonus.status,
  grantedAt: isoTime(bonus.grantedAt),
  expiresAt: isoTime(bonus.expiresAt),
});

export const financialRecordJson = (record: FinancialRecord) => ({
  id: record.id,
  direction: record.direction,
  amount: fromMinor(record.amountMinor),
  methodId: record.methodId,
  method: record.methodName,
  status: record.status,
  processingStatus: record.processingStatus,
  reference: record.reference,
  createdAt: isoTime(record.createdAt),
  updatedAt: isoTime(record.updatedAt),
});

export const sessionJson = (session: SessionHistoryRow) => ({
  id: session.id,
  startedAt: isoTime(session.startedAt),
  lastUsedAt: isoTime(session.lastUsedAt),
  endedAt: session.endedAt === null ? null : isoTime(session.endedAt),
  endedBy: session.endedBy,
  active: session.endedAt === null,
  current: session.current,
  device: deviceOf(session.userAgent),
  address: session.address,
});

/** Personal information: who the player is, as they registered; never a password or the national id. */
export const profileJson = (player: Player, locale: Locale) => ({
  usercode: player.usercode,
  username: player.username,
  name: player.name,
  surname: player.surname,
  email: player.email,
  phone: player.phone,
  smsVerified: player.smsVerified,
  country: { id: player.countryId, name: countries(locale).find((country) => country.id === player.countryId)?.name ?? null },
  birthDate: player.birthDate,
  registeredAt: new Date(player.createdAt).toISOString(),
});
