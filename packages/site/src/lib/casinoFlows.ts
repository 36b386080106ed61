import type { OynaClient } from '@oyna/sdk';
import type { HostFlows } from '@oyna/ui';

/**
 * The casino's part of the site's flows. The casino widgets load only when used, so pages without a
 * lobby never download them: the menu's game items (Aviator) fetch `@oyna/ui/casino` on first use
 * (the phone play modal is one of the dialogs `<DialogHost>` loads when first opened).
 */
export function casinoFlows(client: OynaClient): Pick<HostFlows, 'openGame'> {
  return {
    openGame: (query) =>
      void import('@oyna/ui/casino').then(({ playGameBySearch }) =>
        playGameBySearch(query, { client, viewportWidth: window.innerWidth, navigate: client.platform.navigate }),
      ),
  };
}
