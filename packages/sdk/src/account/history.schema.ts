import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { orNull, text } from '../schema/wire';

/** A page of a dashboard list: how many match in all, and this page's rows, newest first. */
export const historyPageSchema = <T extends z.ZodMiniType>(item: T) => object({ total: z.int(), items: z.array(item) });

/** A casino round: Game Activities. */
export const gameActivitySchema = object({
  roundId: z.int(),
  /** The game, to open it again from its row. */
  gameCode: text(),
  gameName: z.string(),
  providerName: text(),
  mainProviderId: orNull(z.int()),
  /** 1 Win (the round paid), 2 Bet (`WinBetType`). */
  type: z.int(),
  stake: z.number(),
  win: z.number(),
  balance: z.number(),
  playedAt: z.string(),
});
export interface GameActivity extends z.output<typeof gameActivitySchema> {}

/** A bonus: Bonuses. */
export const bonusSchema = object({
  id: z.int(),
  kind: z.string(),
  name: z.string(),
  amount: z.number(),
  /** active, used, expired, cancelled */
  status: z.string(),
  grantedAt: z.string(),
  expiresAt: z.string(),
});
export interface Bonus extends z.output<typeof bonusSchema> {}

/** A deposit or withdrawal: Financial History (`MoneyDirection`, `PaymentRecordStatus`, `ProcessingStatus`). */
export const financialRecordSchema = object({
  id: z.int(),
  direction: z.int(),
  amount: z.number(),
  /** The payment method (null when it is no longer offered); `method` is its name. */
  methodId: orNull(z.int()),
  method: text(),
  status: z.int(),
  processingStatus: z.int(),
  reference: text(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export interface FinancialRecord extends z.output<typeof financialRecordSchema> {}

/** A login of the player: Session History. */
export const sessionRecordSchema = object({
  id: z.int(),
  startedAt: z.string(),
  lastUsedAt: z.string(),
  endedAt: orNull(z.string()),
  /** Why it ended ('loggedOut', 'expired'); null while it lasts. */
  endedBy: orNull(z.string()),
  active: z.boolean(),
  current: z.boolean(),
  device: object({ kind: text(), browser: text(), os: text() }),
  address: text(),
});
export interface SessionRecord extends z.output<typeof sessionRecordSchema> {}

/** Personal information. */
export const profileSchema = object({
  /** The player's customer number, for the call centre. */
  usercode: text(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: text(),
  smsVerified: z.boolean(),
  country: object({ id: z.int(), name: orNull(z.string()) }),
  birthDate: orNull(z.string()),
  registeredAt: z.string(),
});
export interface Profile extends z.output<typeof profileSchema> {}
