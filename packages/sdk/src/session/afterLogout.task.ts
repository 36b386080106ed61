import type { Platform } from '../platform/platform.types';
import { RoutePath } from '../routes/routes';
import { LOGOUT_RELOAD_DELAY_MS } from './session.constants';

/**
 * The spec's `afterLogout`: the home page, 300 ms after logout (a site that renders the player on
 * the server starts again as a guest). Partners usually leave `afterLogout` out and stay where they are.
 */
export function goHomeAfterLogout(platform: Platform): void {
  platform.setTimeout(() => platform.navigate(RoutePath.home), LOGOUT_RELOAD_DELAY_MS);
}
