import type { FastifyInstance } from 'fastify';

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'Authorization, Content-Type, Accept-Language, X-Fingerprint, Idempotency-Key';

/**
 * CORS for partners embedding widgets on their own origins: the request's Origin is reflected
 * (credentials allowed) and preflights are answered before authentication runs.
 */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin) return;
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
