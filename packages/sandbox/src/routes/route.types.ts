import type { FastifyPluginAsync } from 'fastify';
import type { SandboxServices } from '../sandbox.services.ts';

import type { RateLimiter, RateLimits } from '../http/rate.limits.ts';

/** A group of routes; each gets the services it works with. */
export type RoutePlugin = FastifyPluginAsync<{ services: SandboxServices }>;

/** Routes that also guard themselves against floods. */
export type GuardedRoutePlugin = FastifyPluginAsync<{ services: SandboxServices; limiter: RateLimiter; limits: RateLimits }>;
