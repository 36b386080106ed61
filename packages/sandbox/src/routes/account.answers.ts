import type { FastifyRequest } from 'fastify';
import type { CheckResult } from '../account/verification.codes.ts';
import { fail } from '../http/envelope.ts';
import { message } from '../i18n/messages.ts';

/** The answer to a code that was not accepted, in the caller's language. */
export function codeRefusal(request: FastifyRequest, result: Exclude<CheckResult, { kind: 'ok' | 'otherTarget' }>) {
  const { locale } = request;
  switch (result.kind) {
    case 'wrong':
      return fail(result.triesLeft > 0 ? message(locale, 'codes.wrong', { left: result.triesLeft }) : message(locale, 'codes.wrongLast'));
    case 'dead':
      return fail(message(locale, 'codes.dead'));
    case 'expired':
      return fail(message(locale, 'codes.expired'));
    case 'none':
      return fail(message(locale, 'codes.none'));
  }
}

/** The answer to a code asked for again too soon. */
export const resendRefusal = (request: FastifyRequest, waitMs: number) =>
  fail(message(request.locale, 'codes.resendWait', { seconds: Math.max(1, Math.ceil(waitMs / 1000)) }));
