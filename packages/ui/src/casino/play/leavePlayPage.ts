import type { OynaClient } from '@oyna/sdk';
import { RoutePath } from '@oyna/sdk/routes';

/** Leaves the play page: back to the lobby the player came from, or to the slots when they came from elsewhere. */
export function leavePlayPage(client: OynaClient): void {
  const fromThisSite = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  if (fromThisSite && window.history.length > 1) window.history.back();
  else client.platform.navigate(RoutePath.slots);
}
