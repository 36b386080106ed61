import type { OynaClient } from '../client/createOyna';
import type { Bootstrap } from '../bootstrap/bootstrap.schema';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import { notificationsOf } from '../notifications/notifications.store';
import { realtimeOf } from '../realtime/realtime.store';
import { sessionOf } from '../session/session.store';

export interface StartOptions {
  /**
   * Bootstrap data the host already has (the site renders it on the server), so start-up does not
   * fetch it again.
   */
  bootstrap?: Bootstrap | null;
  /**
   * Accept a login handed over by a trusted parent window (`BOOTSTRAP_DATA`); the origins come from
   * `trustedOrigins`.
   * @default true
   */
  handoff?: boolean;
}

const START = Symbol('oyna.start');

/**
 * The one start of a page that uses Oyna, the site's and a partner's alike: the session (balance
 * polling), the hubs (open while a player is logged in), notifications, the parent-window handoff,
 * then start-up (fingerprint, anonymous token, bootstrap, cover script). Calling it again returns
 * the same start. `client.dispose()` undoes all of it.
 *
 * @example
 * const oyna = createOyna({ locale: 'tr', trustedOrigins: ['https://partner.example'] });
 * await startOyna(oyna);
 */
export function startOyna(client: OynaClient, options: StartOptions = {}): Promise<void> {
  return client.domain(START, () => {
    const session = sessionOf(client);
    realtimeOf(client);
    notificationsOf(client);
    if (options.handoff ?? true) session.listenForHandoff();
    const bootstrap = bootstrapOf(client);
    if (options.bootstrap) bootstrap.seed(options.bootstrap);
    return bootstrap.start();
  });
}
