import { resolveEmbedOptions, type OynaEmbedOptions } from './config';
import type { OynaBetslipReadout, OynaSessionReadout } from './readout';
import { $options, $player, $readout, type OynaPlayer } from './state';

export class OynaPlayerError extends Error {
  override name = 'OynaPlayerError';
}

function checkedPlayer(player: unknown): OynaPlayer | null {
  if (player === null) return null;
  const candidate = player as Partial<OynaPlayer> | undefined;
  if (typeof candidate !== 'object' || typeof candidate.token !== 'string' || !candidate.token || typeof candidate.username !== 'string' || !candidate.username) {
    throw new OynaPlayerError('Oyna.player takes the login your auth/login answered ({ token, username, ... }) or null.');
  }
  return candidate as OynaPlayer;
}

/**
 * The one configuration of every Oyna element on the page. Elements already on the page follow a
 * later `configure` (the runtime starts again with the new options).
 */
export const Oyna = {
  /** Sets the options every element uses; throws `OynaConfigError` for options that cannot work. */
  configure(options: OynaEmbedOptions): void {
    $options.set(resolveEmbedOptions(options, location.href));
  },
  /**
   * The player's login, handed over by the host page (after its own login form, or from its own
   * session): every element shows the player at once. `null` signs them out on this page.
   */
  get player(): OynaPlayer | null {
    return $player.get() ?? null;
  },
  set player(player: OynaPlayer | null) {
    $player.set(checkedPlayer(player));
  },
  /** The betslip as the player sees it now; null while no element is on the page. `oyna:betslip-changed` tells when it changes. */
  get betslip(): OynaBetslipReadout | null {
    return $readout.get()?.betslip() ?? null;
  },
  /** Who the elements show now (a login in the built-in dialog included); null while no element is on the page. `oyna:session-changed` tells when it changes. */
  get session(): OynaSessionReadout | null {
    return $readout.get()?.session() ?? null;
  },
};
