import { authOf, fingerprintOf } from '../http/auth.hook.ts';
import { fail } from '../http/envelope.ts';
import { isLocale } from '../i18n/locale.ts';
import { message } from '../i18n/messages.ts';
import type { RoutePlugin } from '../routes/route.types.ts';
import { HUB_NAMES } from './hub.connection.ts';

/**
 * The two notification hubs at /hub/frnotify and /hub/sbnotify: SignalR's JSON protocol over a
 * WebSocket opened directly (negotiation skipped). A missing or invalid token refuses the upgrade
 * with 401 before any WebSocket exists.
 */
export const hubRoutes: RoutePlugin = async (app, { services }) => {
  for (const hub of HUB_NAMES) {
    app.route({
      method: 'GET',
      url: `/hub/${hub}`,
      config: { access: 'token', tokenInQuery: true },
      handler: async (request, reply) => reply.code(400).send(fail(message(request.locale, 'http.websocketRequired'))),
      wsHandler: (socket, request) => {
        const { session } = authOf(request);
        const lang = String((request.query as Record<string, unknown> | undefined)?.lang ?? '').toLowerCase();
        services.hubs.accept(socket, {
          hub,
          tokenHash: session.tokenHash,
          playerId: session.playerId,
          fingerprint: fingerprintOf(request),
          locale: isLocale(lang) ? lang : request.locale,
        });
      },
    });
  }
};
