import websocket from '@fastify/websocket';
import { createServer } from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { registerAuth } from './http/auth.hook.ts';
import { capConnectionsPerAddress, DEFAULT_CONNECTION_LIMITS, proxyMatcher, type ConnectionLimits } from './http/connection.limits.ts';
import { registerCors } from './http/cors.ts';
import { logThrottle } from './http/logThrottle.ts';
import { registerSecurityHeaders, setSecurityHeaders } from './http/securityHeaders.ts';
import type { TrustedOrigins } from './http/trusted.origins.ts';
import { fail } from './http/envelope.ts';
import { redactedHeaderPaths, requestForLog } from './http/log.redaction.ts';
import { AuthenticationError, RequestValidationError, TooManyRequestsError } from './http/errors.ts';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimits } from './http/rate.limits.ts';
import { hubRoutes } from './hub/hub.routes.ts';
import { pickLocale } from './i18n/locale.ts';
import { message, type MessageKey } from './i18n/messages.ts';
import { casinoArtRoutes } from './casino/art.routes.ts';
import { casinoRoutes } from './casino/casino.routes.ts';
import { casinoTestHookRoutes } from './casino/casino.testHooks.ts';
import { demoGameRoutes } from './casino/demoGame.routes.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { bonusRoutes } from './routes/bonus.routes.ts';
import { outboxRoutes, outboxTestHookRoutes } from './routes/outbox.routes.ts';
import { recoveryRoutes } from './routes/recovery.routes.ts';
import { cmsRoutes } from './routes/cms.routes.ts';
import { customerRoutes } from './routes/customer.routes.ts';
import { historyRoutes } from './routes/history.routes.ts';
import { testHookRoutes } from './routes/testHooks.routes.ts';
import { userRoutes } from './routes/user.routes.ts';
import { feedRoutes, sportsbookRoutes } from './sportsbook/feed.routes.ts';
import { bettingRoutes } from './betting/betting.routes.ts';
import { trackerRoutes } from './sportsbook/tracker.routes.ts';
import { paymentPageRoutes } from './payments/paymentPage.routes.ts';
import { paymentRoutes } from './payments/payments.routes.ts';
import { paymentTestHookRoutes } from './payments/payments.testHooks.ts';
import { PAYMENT_PAGE_PATH } from './payments/payments.service.ts';
import type { SandboxServices } from './sandbox.services.ts';

/** A destination for log lines (one JSON object per line). */
export interface LogStream {
  write(line: string): void;
}

export interface ServerOptions {
  services: SandboxServices;
  /** Registers the `/__test/*` routes (and the outbox page). */
  testHooks: boolean;
  /** Serves the developer outbox page, `/outbox`, which shows every code sent. @default false */
  outbox?: boolean;
  /** Logs every request; without it only unexpected errors are logged. */
  log: boolean;
  logStream?: LogStream;
  /** Overrides of {@link DEFAULT_RATE_LIMITS}. */
  rateLimits?: Partial<RateLimits>;
  /** Overrides of {@link DEFAULT_CONNECTION_LIMITS}. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** The origins answered with CORS (see `trusted.origins.ts`). */
  trustedOrigins: TrustedOrigins;
  /**
   * Addresses of proxies whose `X-Forwarded-For` names the visitor (the site's server): limits then
   * count per visitor, not per proxy. Anyone else's claim is ignored. @default none
   */
  trustedProxies?: readonly string[];
}

/** Fastify's own client errors, worded for players. */
const frameworkErrors: Readonly<Record<string, MessageKey>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'http.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.emptyJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.bodyTooLarge',
};

/** How the server answers what Node's HTTP parser refused, by error code; anything else is a 400. */
const CLIENT_ERROR_ANSWERS: Readonly<Record<string, readonly [status: string, key: MessageKey]>> = {
  HPE_HEADER_OVERFLOW: ['431 Request Header Fields Too Large', 'http.headersTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: ['408 Request Timeout', 'http.requestTimeout'],
};

/** At most one log line this often for hub clients breaking the WebSocket protocol. */
const PROTOCOL_ERROR_LOG_EVERY_MS = 10_000;

/** Builds the HTTP and WebSocket server (not yet listening). */
export async function buildServer({ services, testHooks, outbox = false, log, logStream, rateLimits, connectionLimits, trustedOrigins, trustedProxies = [] }: ServerOptions): Promise<FastifyInstance> {
  const connection = { ...DEFAULT_CONNECTION_LIMITS, ...connectionLimits };
  const app = Fastify({
    trustProxy: trustedProxies.length > 0 ? [...trustedProxies] : false,
    serverFactory: (handler) => {
      const server = createServer(
        {
          requestTimeout: connection.requestMs,
          headersTimeout: connection.requestMs,
          keepAliveTimeout: connection.keepAliveMs,
          // Node checks unfinished requests against their time limit only every so often (30 s by default).
          connectionsCheckingInterval: Math.min(DEFAULT_CONNECTION_LIMITS.requestMs, connection.requestMs / 3),
        },
        handler,
      ).setTimeout(connection.idleMs);
      capConnectionsPerAddress(server, connection.perAddress, proxyMatcher(trustedProxies));
      return server;
    },
    logger: {
      level: log ? 'info' : 'error',
      ...(logStream ? { stream: logStream } : {}),
      serializers: { req: requestForLog },
      // Belt and braces: should a header ever be logged, its credentials are not.
      redact: redactedHeaderPaths(),
    },
    bodyLimit: 256 * 1024,
    // A malformed address or a path parameter over Fastify's 100 characters is refused before any hook
    // runs: it still answers in the envelope, with the security headers.
    frameworkErrors(error, request, reply) {
      setSecurityHeaders(request.raw, reply.raw);
      const locale = pickLocale(request.headers['accept-language']);
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // Its reply is typed for no route in particular.
      void (reply as FastifyReply).code(tooLong ? 414 : 400).send(fail(message(locale, tooLong ? 'http.uriTooLong' : 'http.badRequest')));
    },
    // Malformed HTTP (a broken request line, oversized headers) still answers in the envelope.
    clientErrorHandler(error, socket) {
      if (!socket.writable) return void socket.destroy();
      const [status, key] = CLIENT_ERROR_ANSWERS[(error as NodeJS.ErrnoException).code ?? ''] ?? ['400 Bad Request', 'http.badRequest'];
      const body = JSON.stringify(fail(message('en', key)));
      socket.end(
        `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });
  // Both APIs speak JSON only; any other body type is a 415 rather than a string to validate.
  app.removeContentTypeParser('text/plain');

  const protocolErrors = logThrottle(PROTOCOL_ERROR_LOG_EVERY_MS);
  // Loaded before the hooks below so its own hook marks upgrade requests first: a refused upgrade
  // (401) then has its socket destroyed after the answer instead of lingering.
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // Hub clients were already closed the SignalR way; whatever is left (an upgrade in flight) is
    // cut off rather than waited on for ws's 30-second close timeout.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.terminate();
      this.websocketServer.close(() => done());
    },
    // A client breaking the WebSocket protocol (a frame over 64 KiB) is cut off with one warning, not
    // an error with a stack per connection: a stranger can repeat it at will.
    errorHandler(error, socket, request) {
      socket.terminate();
      const code = (error as NodeJS.ErrnoException).code;
      if (!code?.startsWith('WS_ERR_')) return request.log.error({ err: error }, 'hub socket failed');
      const heldBack = protocolErrors.take();
      if (heldBack !== null) request.log.warn({ code, message: error.message, heldBack }, 'hub client broke the WebSocket protocol');
    },
  });
  registerSecurityHeaders(app);
  registerCors(app, trustedOrigins);
  registerAuth(app, services);
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...rateLimits };
  const limiter = await registerRateLimits(app, limits);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? pickLocale(request.headers['accept-language']);
    if (error instanceof RequestValidationError) {
      return reply.code(400).send(fail(error.message, { fields: error.fields }));
    }
    if (error instanceof AuthenticationError) return reply.code(401).send(fail(error.message));
    if (error instanceof TooManyRequestsError) return reply.code(429).send(fail(error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = frameworkErrors[error.code] ?? 'http.badRequest';
      return reply.code(status).send(fail(message(locale, key)));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(fail(message(locale, 'http.internal')));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send(fail(message(request.locale, 'http.notFound', { method: request.method, path })));
  });

  app.register(hubRoutes, { services });
  app.register(authRoutes, { prefix: '/api/auth', services, limiter, limits });
  app.register(recoveryRoutes, { prefix: '/api/auth', services, limiter, limits });
  app.register(cmsRoutes, { prefix: '/api/cms', services, limiter, limits });
  app.register(bonusRoutes, { prefix: '/api/bonus', services });
  app.register(userRoutes, { prefix: '/api/user', services });
  app.register(customerRoutes, { prefix: '/api/customer', services, limiter, limits });
  app.register(historyRoutes, { prefix: '/api/customer', services });
  app.register(paymentRoutes, { prefix: '/api/payment', services, limiter, limits });
  app.register(paymentPageRoutes, { prefix: PAYMENT_PAGE_PATH, services });
  app.register(casinoRoutes, { prefix: '/api/casino', services, limiter, limits });
  app.register(casinoArtRoutes, { prefix: '/api/casino/art', services });
  app.register(feedRoutes, { prefix: '/sbapi/api/feed', services });
  app.register(sportsbookRoutes, { prefix: '/sbapi/api/sportsbook', services });
  app.register(bettingRoutes, { prefix: '/sbapi/api/sportsbook', services, limiter, limits });
  app.register(trackerRoutes, { prefix: '/tracker', services });
  app.register(demoGameRoutes, { prefix: '/games', services });
  if (outbox || testHooks) app.register(outboxRoutes, { services });
  if (testHooks) {
    app.register(testHookRoutes, { prefix: '/__test', services, limiter, limits });
    app.register(outboxTestHookRoutes, { prefix: '/__test', services });
    app.register(casinoTestHookRoutes, { prefix: '/__test/casino', services });
    app.register(paymentTestHookRoutes, { prefix: '/__test/payments', services });
  }
  return app;
}
