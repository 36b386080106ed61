import type { FastifyInstance } from 'fastify';
import type { TrustedOrigins } from './trusted.origins.ts';

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'Authorization, Content-Type, Accept-Language, X-Fingerprint, Idempotency-Key';

/** Paths any origin may call: the demo games, whose session token (not a cookie) is the credential. */
const OPEN_PATHS = ['/games/'];

/**
 * CORS for partners embedding widgets on their own origins: a trusted Origin is reflected
 * (credentials allowed) and its preflights are answered before authentication runs. Any other
 * origin gets no CORS answer, so a browser keeps a stranger's page from reading the API.
 */
export function registerCors(app: FastifyInstance, trusted: TrustedOrigins): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin) return;
    if (!trusted.has(origin) && !OPEN_PATHS.some((path) => request.url.startsWith(path))) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return;
    reply
      .code(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS)
      .header('access-control-max-age', '600');
    return reply.send();
  });
}
