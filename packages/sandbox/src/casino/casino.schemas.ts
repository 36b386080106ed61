import { z } from 'zod';
import { hasCents } from '../betting/betting.money.ts';

/** The longest search text and the most categories one `categorygames` call takes. */
export const SEARCH_MAX = 50;
export const CATEGORIES_MAX = 50;
/** Stakes the demo games take, in TRY. */
export const STAKE_MIN = 1;
export const STAKE_MAX = 1000;
/** The crash game's automatic cash-out range. */
export const CASH_OUT_MIN = 1.01;
export const CASH_OUT_MAX = 100;

const required = (fallback: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'validation.required' : fallback);

/** Digits sent as a string count as the number (lenient clients), as in the feed. */
const numericText = (value: unknown): unknown => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value);

const positiveId = () =>
  z.number({ error: required('validation.integer') }).int({ error: 'validation.integer' }).positive({ error: 'validation.invalid' });

const gameCode = () =>
  z
    .string({ error: required('validation.invalid') })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(64, { error: 'validation.maxLength' });

/** A provider's own id of a product or system: a number, or its digits as text. */
const providerCode = () =>
  z.union([z.number().int().nonnegative(), z.string().trim().regex(/^\d{1,12}$/)], { error: required('validation.invalid') });

const flag = () => z.boolean({ error: required('validation.invalid') });

const isHttpUrl = (value: string): boolean => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const categoryGamesSchema = z.object({
  systemCategory: z
    .array(z.preprocess(numericText, positiveId()), { error: required('validation.invalid') })
    .min(1, { error: 'validation.minItems' })
    .max(CATEGORIES_MAX, { error: 'validation.maxItems' }),
});

export const gameSearchSchema = z.object({
  search: z.string({ error: required('validation.invalid') }).trim().max(SEARCH_MAX, { error: 'validation.maxLength' }),
  live: flag().optional(),
});

export const toggleFavouriteSchema = z.object({ code: gameCode(), providerId: positiveId() });

// The launch calls take exactly the spec's fields, of exactly the spec's types.
export const codeLaunchSchema = z.strictObject({ code: gameCode() });

export const everyMatrixLaunchSchema = z.strictObject({ code: gameCode(), productId: providerCode() });

export const amusnetLaunchSchema = z.strictObject({ code: gameCode(), isMobile: flag() });

export const platformLaunchSchema = z.strictObject({
  platform: z.union([z.literal(1), z.literal(2)], { error: required('validation.option') }),
  gameCode: gameCode(),
  language: z
    .string({ error: required('validation.option') })
    .regex(/^[A-Za-z]{2}([-_][A-Za-z]{2})?$/, { error: 'validation.option' }),
  lobbyUrl: z
    .string({ error: required('validation.url') })
    .max(2048, { error: 'validation.maxLength' })
    .refine(isHttpUrl, { error: 'validation.url' }),
});

export const softGamingsLaunchSchema = z.strictObject({
  system: providerCode(),
  pageCode: gameCode(),
  isMobile: z.union([z.literal(0), z.literal(1)], { error: required('validation.option') }),
});

export const roundSchema = z.strictObject({
  session: z.string({ error: required('validation.invalid') }).min(1, { error: 'validation.required' }).max(100, { error: 'validation.maxLength' }),
  stake: z
    .number({ error: required('validation.number') })
    .min(STAKE_MIN, { error: 'validation.atLeast' })
    .max(STAKE_MAX, { error: 'validation.atMost' })
    .refine(hasCents, { error: 'validation.stakeCents' }),
  cashOut: z
    .number({ error: 'validation.number' })
    .min(CASH_OUT_MIN, { error: 'validation.atLeast' })
    .max(CASH_OUT_MAX, { error: 'validation.atMost' })
    .refine(hasCents, { error: 'validation.stakeCents' })
    .optional(),
});

export const launchFailureSchema = z.object({
  provider: z.union([z.number().int(), z.string().trim().min(1)], { error: required('validation.invalid') }),
  fail: flag(),
});

/** A jackpot level dropping for a player (test hook): which jackpot by name, which level (1 lowest). */
export const jackpotWinSchema = z.object({
  username: z.string({ error: required('validation.invalid') }).trim().min(1, { error: 'validation.required' }),
  jackpot: z.string({ error: required('validation.invalid') }).trim().min(1, { error: 'validation.required' }),
  level: z.number({ error: required('validation.integer') }).int({ error: 'validation.integer' }).min(1, { error: 'validation.atLeast' }).max(4, { error: 'validation.atMost' }),
});
