import { hashPassword } from '../auth/password.ts';
import type { Player } from '../db/players.repository.ts';
import type { Locale } from '../i18n/locale.ts';
import { message } from '../i18n/messages.ts';
import type { SandboxServices } from '../sandbox.services.ts';

/** What hub clients of an ended session are told. */
const SESSION_ENDED = 'The password was changed: log in again.';

/**
 * Gives a player a new password. Every other session ends (tokens refused from now on, hub
 * connections closed, game sessions with them), so whoever knew the old password is out; `keep`
 * is the token hash of the session that made the change, if it stays. The player gets a mail saying so.
 */
export async function changePassword(services: SandboxServices, player: Player, password: string, keep: string | null, locale: Locale): Promise<void> {
  const { players, sessions, hubs, outbox, clock } = services;
  players.setPassword(player.id, await hashPassword(password));
  for (const tokenHash of sessions.revokePlayer(player.id, keep)) hubs.closeSession(tokenHash, SESSION_ENDED);
  outbox.send({
    channel: 'mail',
    to: player.email,
    playerId: player.id,
    subject: message(locale, 'password.mailSubject'),
    text: message(locale, 'password.mailText', { name: player.name, username: player.username }),
    now: clock.now(),
  });
}
