import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createOyna, type AuthData, type OynaClient } from '@oyna/sdk';
import type { Bootstrap } from '@oyna/sdk/bootstrap';
import { createMemoryStorage, type Platform, type StorageLike } from '@oyna/sdk/platform';
import type { HostFlows } from '../host/host.flows';
import type { OynaNavigation } from '../provider/navigation';
import { OynaProvider } from '../provider/OynaProvider';
import { OynaRoot } from '../theme/OynaRoot';
import type { UiSandbox } from './sandbox';
import { SANDBOX_CLOCK } from './sandbox.clock';

export interface TestClientOptions {
  /** The logged-in player (from `sandbox.login()`); `null` for a guest. @default null */
  user?: AuthData | null;
  /** The guest's anonymous token already stored (from `sandbox.guestToken()`), e.g. one whose slip has picks. */
  anonymousToken?: string;
  /** Start-up data already stored, as a page that rendered it on the server hands it over. */
  bootstrap?: Bootstrap | null;
  /** @default 'tr' */
  locale?: string;
  /** Further entries of local storage, e.g. starred events under `sb_live_favorite_events`. */
  stored?: Record<string, string>;
  /** Wraps the network, e.g. a `recordingFetch` that holds a call to show a loading state. */
  fetch?: typeof fetch;
  /** The match tracker's base address (`createOyna`'s `trackerBase`). */
  trackerBase?: string;
  /** The page's clock, for a test that moves it on (a countdown); by default the sandbox's. */
  now?: () => number;
  /** `createOyna`'s `retries`: 0 for a test that shows what a failed load looks like without waiting out the retries. */
  retries?: number;
  /** The page's timeouts, for a test that moves time on by hand (`manualClock()`); by default the real ones. */
  timers?: Pick<Platform, 'setTimeout' | 'clearTimeout'>;
}

export interface TestClient {
  client: OynaClient;
  /** Pages the SDK asked the host to open, in order (none kept for a client passed in). */
  navigations: string[];
  /** How often the SDK reloaded the page (none counted for a client passed in). */
  readonly reloads: number;
  /** The page's local storage (an empty one for a client passed in). */
  storage: StorageLike;
}

const clients = new Set<OynaClient>();

/** Stops every client made so far (timers, hub connections); the setup calls it after each test. */
export function disposeTestClients(): void {
  for (const client of clients) client.dispose();
  clients.clear();
}

/** An Oyna client on memory storage, talking to the test file's sandbox over real HTTP and WebSockets. */
export function createTestClient(sandbox: UiSandbox, options: TestClientOptions = {}): TestClient {
  const { user = null, bootstrap = null, locale = 'tr' } = options;
  const seeded: Record<string, string> = { ...options.stored, lang: locale };
  if (user) seeded.authData = JSON.stringify(user);
  if (bootstrap) seeded.bootstrap = JSON.stringify(bootstrap);
  if (options.anonymousToken) seeded.anonToken = JSON.stringify({ token: options.anonymousToken });
  const sandboxClockOffset = Date.parse(SANDBOX_CLOCK) - Date.now();
  const storage = createMemoryStorage(seeded);
  const test: { -readonly [K in keyof TestClient]: TestClient[K] } = { client: null as unknown as OynaClient, navigations: [], reloads: 0, storage };
  test.client = createOyna({
    ...sandbox.bases,
    trackerBase: options.trackerBase,
    retries: options.retries,
    locale,
    // A fixed device id: no fingerprint library runs in a test page.
    fingerprint: async () => 'fp-ui-test',
    platform: {
      storage,
      sessionStorage: createMemoryStorage(),
      fetch: options.fetch ?? globalThis.fetch,
      baseUrl: 'https://oyna.test/',
      // The page's clock is the sandbox's, so what is still to come agrees with its frozen world.
      now: options.now ?? (() => Date.now() + sandboxClockOffset),
      ...(options.timers && { setTimeout: options.timers.setTimeout, clearTimeout: options.timers.clearTimeout }),
      navigate: (url) => void test.navigations.push(url),
      reload: () => void (test.reloads += 1),
    },
  });
  clients.add(test.client);
  return test;
}

export interface RenderWithOynaResult extends RenderResult, TestClient {
  user: UserEvent;
}

/**
 * Renders a widget the way a page does, inside `<OynaProvider>` and `<OynaRoot>`, with a client on
 * the test file's sandbox (or the one passed in).
 */
export function renderWithOyna(
  ui: ReactElement,
  sandbox: UiSandbox,
  options: TestClientOptions & { client?: OynaClient; flows?: HostFlows; navigation?: OynaNavigation } = {},
): RenderWithOynaResult {
  const test = options.client
    ? { client: options.client, navigations: [], reloads: 0, storage: createMemoryStorage() }
    : createTestClient(sandbox, options);
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <OynaProvider client={test.client} flows={options.flows} navigation={options.navigation}>
        <OynaRoot>{children}</OynaRoot>
      </OynaProvider>
    ),
  });
  const rendered = Object.assign(result, { user, client: test.client, navigations: test.navigations, storage: test.storage });
  // Read when asked: a reload happens after the render returned.
  return Object.defineProperty(rendered, 'reloads', { get: () => test.reloads, enumerable: true }) as RenderWithOynaResult;
}
