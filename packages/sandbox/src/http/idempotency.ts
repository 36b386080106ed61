import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX } from '../betting/betting.limits.ts';
import { parseInput } from './validation.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The `Idempotency-Key` header: 1–200 visible ASCII characters. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]+$/, { error: 'validation.invalid' })
  .max(IDEMPOTENCY_KEY_MAX, { error: 'validation.maxLength' })
  .optional();

const idempotencyHeaderSchema = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/** The request's Idempotency-Key (placing bets, deposits, withdrawals); a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  return parseInput(idempotencyHeaderSchema, { [IDEMPOTENCY_HEADER]: header }, request.locale)[IDEMPOTENCY_HEADER];
}
