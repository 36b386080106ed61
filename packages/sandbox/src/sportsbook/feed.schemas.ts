import { z } from 'zod';
import { COMPETITION_TAKE_MAX, HOUR_FILTER_MAX, LIVE_TAKE_MAX, TEAM_NAME_MAX } from './feed.limits.ts';

/** Digits sent as a string (query strings, lenient clients) count as the number; '' counts as absent. */
const numericText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : value;
};

const wholeNumber = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.integer') })
    .int({ error: 'validation.integer' });

/** A positive whole-number id. */
const id = () => z.preprocess(numericText, wholeNumber().positive({ error: 'validation.invalid' }));

const skip = () => z.preprocess(numericText, wholeNumber().min(0, { error: 'validation.atLeast' }).default(0));

const take = (max: number, fallback: number) =>
  z.preprocess(
    numericText,
    wholeNumber().min(1, { error: 'validation.atLeast' }).max(max, { error: 'validation.atMost' }).default(fallback),
  );

/** An optional time filter in hours. */
const hour = () =>
  z.preprocess(
    numericText,
    wholeNumber().min(1, { error: 'validation.atLeast' }).max(HOUR_FILTER_MAX, { error: 'validation.atMost' }).optional(),
  );

export const liveEventListSchema = z.object({ sportId: id(), skip: skip(), take: take(LIVE_TAKE_MAX, 200) });

export const eventListSchema = z.object({
  sportId: id(),
  competitionId: id(),
  skip: skip(),
  take: take(COMPETITION_TAKE_MAX, 100),
});

export const searchUpcomingSchema = z.object({
  teamName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(TEAM_NAME_MAX, { error: 'validation.maxLength' }),
});

export const eventDetailSchema = z.object({ eventId: id() });

export const categoryListQuerySchema = z.object({ hour: hour() });

export const upcomingQuerySchema = z.object({ sportId: id(), hour: hour() });
