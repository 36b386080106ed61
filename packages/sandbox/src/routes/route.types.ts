import type { FastifyPluginAsync } from 'fastify';
import type { SandboxServices } from '../sandbox.services.ts';

/** A group of routes; each gets the services it works with. */
export type RoutePlugin = FastifyPluginAsync<{ services: SandboxServices }>;
