import type { OynaClient } from '@oyna/sdk';
import type { DialogRegistry, HostFlows } from '@oyna/ui';
import { lazy } from 'react';

/**
 * The casino's part of the site's flows. The casino widgets load only when used, so pages without a
 * lobby never download them: the menu's game items (Aviator) and the phone play modal fetch
 * `@oyna/ui/casino` on first use.
 */
export function casinoFlows(client: OynaClient): Pick<HostFlows, 'openGame'> {
  return {
    openGame: (query) =>
      void import('@oyna/ui/casino').then(({ playGameBySearch }) =>
        playGameBySearch(query, { client, viewportWidth: window.innerWidth }),
      ),
  };
}

/** The play modal, as a dialog loaded on first use. */
export const casinoDialogs: DialogRegistry = {
  gamePlay: lazy(() => import('@oyna/ui/casino').then(({ GamePlayDialog }) => ({ default: GamePlayDialog }))),
};
