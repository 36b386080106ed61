import type { Decorator } from '@storybook/react';
import { useEffect, useMemo } from 'react';
import { createOyna, type OynaClient } from '@oyna/sdk';
import type { Bootstrap } from '@oyna/sdk/bootstrap';
import { createMemoryStorage, OfflineWebSocket } from '@oyna/sdk/platform';
import type { DialogRegistry } from '../dialog/dialog.registry';
import { DialogHost } from '../dialogHost/DialogHost';
import { OynaProvider } from '../provider/OynaProvider';
import { OynaRoot } from '../theme/OynaRoot';
import { Toaster } from '../toast/Toaster';
import { recordedBootstrap, scenePlayer, sceneToken, type StoryLocale, type StoryScene } from './api';
import { registerStoryNetwork, type StoryNetwork } from './api/storyNetwork';
import * as css from './stories.css';

/** Per-story settings under `parameters.oyna`. */
export interface OynaStoryParameters extends Partial<Omit<StoryNetwork, 'scene'>> {
  /** Who the story's client is, with their slip, bets and notifications: a scene of `src/stories/api/scenes.ts`. @default 'guest' */
  scene?: StoryScene;
  /** @default 'tr' */
  locale?: StoryLocale;
  /** Start-up data already stored, as a page rendered on the server hands it over; `null` for none. @default the recorded `cms/grouped` */
  bootstrap?: Bootstrap | null;
  /** Further entries of local storage, e.g. starred events under `sb_live_favorite_events`. */
  stored?: Record<string, string>;
  /** The match tracker's base address (`createOyna`'s `trackerBase`). */
  trackerBase?: string;
  /** Render the shared `<DialogHost>` and `<Toaster>` around the story. @default true */
  hosts?: boolean;
  /** Components for the story's own dialog names. */
  dialogs?: DialogRegistry;
}

const clients = new Set<OynaClient>();

/** Stops every story client still running (timers, hub attempts); the test setup calls it after each test. */
export function disposeStoryClients(): void {
  for (const client of clients) client.dispose();
  clients.clear();
}

/** A real client, on memory storage, whose calls the msw handlers answer from the recording (`src/stories/api/`). */
function createStoryClient(options: Omit<OynaStoryParameters, 'hosts' | 'dialogs'>) {
  const { scene = 'guest', locale = 'tr', delay, fail } = options;
  const player = scenePlayer(scene);
  const bootstrap = options.bootstrap === undefined ? recordedBootstrap(locale) : options.bootstrap;
  const seeded: Record<string, string> = { ...options.stored, fingerprint: 'story-fingerprint', lang: locale };
  if (player) seeded.authData = JSON.stringify(player);
  else seeded.anonToken = JSON.stringify({ token: sceneToken(scene) });
  if (bootstrap) seeded.bootstrap = JSON.stringify(bootstrap);
  const network = registerStoryNetwork({ scene, ...(delay === undefined ? {} : { delay }), ...(fail ? { fail } : {}) });
  const client = createOyna({
    locale,
    trackerBase: options.trackerBase,
    platform: {
      baseUrl: network.baseUrl,
      storage: createMemoryStorage(seeded),
      sessionStorage: createMemoryStorage(),
      // Looked up at each call, so msw's interception (installed after this module loads) is the one used.
      fetch: (input, init) => globalThis.fetch(input, init),
      // The recording has no hubs: stay off the network rather than dial one.
      WebSocket: OfflineWebSocket as unknown as typeof WebSocket,
      navigate: () => {},
      reload: () => {},
    },
  });
  client.track(network.release);
  clients.add(client);
  return client;
}

/**
 * Gives every story its own client (a guest unless `parameters.oyna.scene` names another scene), the
 * theme and the shared dialog and toast hosts, the way a page composes them. Its calls go to the
 * stories' back end: msw answering from the sandbox's recorded answers.
 */
export const withOyna: Decorator = (Story, context) => {
  const { hosts = true, dialogs, ...options } = (context.parameters.oyna ?? {}) as OynaStoryParameters;
  const key = JSON.stringify(options);
  // The serialised options are the identity: a story re-rendered with the same settings keeps its client.
  const client = useMemo(() => createStoryClient(options), [key]);
  useEffect(
    () => () => {
      client.dispose();
      clients.delete(client);
    },
    [client],
  );
  return (
    <OynaProvider client={client}>
      <OynaRoot className={css.canvas}>
        <Story />
        {hosts ? (
          <>
            <DialogHost registry={dialogs} />
            <Toaster />
          </>
        ) : null}
      </OynaRoot>
    </OynaProvider>
  );
};
