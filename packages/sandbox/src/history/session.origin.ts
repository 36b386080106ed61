import type { FastifyRequest } from 'fastify';
import type { SessionOrigin } from '../db/sessions.repository.ts';
import { fingerprintOf } from '../http/auth.hook.ts';
import { coarseAddress, USER_AGENT_MAX } from './device.ts';

/** Where a login comes from, as Session History keeps it: the device id, the User-Agent, a coarse address. */
export function sessionOriginOf(request: FastifyRequest): SessionOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    fingerprint: fingerprintOf(request),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    address: coarseAddress(request.ip),
  };
}
