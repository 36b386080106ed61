import { describe, expect, it } from 'vitest';
import type { OynaClient } from './client/createOyna';
import { demoUser } from './test/fakeApi';
import { createTestClient } from './test/testClient';
import { historyOf } from './account/history.store';
import { phoneVerificationOf } from './account/phoneVerification.store';
import { recoveryOf } from './account/recovery.store';
import { registrationOf } from './account/registration.store';
import { betslipOf } from './betslip/betslip.store';
import { myBetsOf } from './betslip/myBets.store';
import { bootstrapOf } from './bootstrap/bootstrap.store';
import { casinoOf } from './casino/casino.store';
import { gameFavouritesOf } from './casino/gameFavourites.store';
import { gamePlayOf } from './casino/gamePlay.store';
import { jackpotsOf } from './casino/jackpots.store';
import { popupOf } from './content/popup.store';
import { topNotifyOf } from './content/topNotify.store';
import { favouritesOf } from './favourites/favourites.store';
import { liveFeedOf } from './feed/live/live.store';
import { prematchOf } from './feed/prematch/prematch.store';
import { oddsOf } from './feed/shared/odds.store';
import { i18nOf } from './i18n/i18n.store';
import { notificationsOf } from './notifications/notifications.store';
import { paymentsOf } from './payments/payments.store';
import { realtimeOf } from './realtime/realtime.store';
import { sessionOf } from './session/session.store';

// The README's promise: creating a store starts nothing, and neither does reading it with get() and
// no subscriber (a server render reads stores, and must not load or connect). Every domain's every
// store, read by a logged-in client: no request, no timer, no window listener, no socket.
const DOMAINS: Record<string, (client: OynaClient) => object> = {
  historyOf, phoneVerificationOf, recoveryOf, registrationOf, betslipOf, myBetsOf, bootstrapOf, casinoOf, gameFavouritesOf,
  gamePlayOf, jackpotsOf, popupOf, topNotifyOf, favouritesOf, liveFeedOf, prematchOf, oddsOf, i18nOf, notificationsOf,
  paymentsOf, realtimeOf, sessionOf,
};

type Readable = { get(): unknown };
const isStore = (value: unknown): value is Readable => typeof value === 'object' && value !== null && typeof (value as Readable).get === 'function';

/** The domain's stores: its `$` properties, those of the lists it holds (history's), and those made per key. */
function storesOf(domain: object): Readable[] {
  const entries = Object.entries(domain);
  return entries.flatMap(([key, value]) => {
    if (key.startsWith('$') && isStore(value)) return [value];
    // A store per key: a category's games, a direction's payment methods.
    if ((key === 'categoryGames' || key === 'methods') && typeof value === 'function') return [(value as (id: number) => Readable)(1)];
    if (typeof value === 'object' && value !== null && !isStore(value)) return storesOf(value);
    return [];
  });
}

describe('stores at rest', () => {
  it.each(Object.keys(DOMAINS))('%s: reading every store starts nothing', async (name) => {
    const calls: string[] = [];
    const sockets: string[] = [];
    const harness = createTestClient({
      platform: {
        fetch: async (input) => {
          calls.push(String(input instanceof Request ? input.url : input));
          return new Response('{}', { status: 500 });
        },
        WebSocket: class {
          constructor(url: string) {
            sockets.push(url);
            throw new Error('no socket at rest');
          }
        } as unknown as typeof WebSocket,
      },
    });
    harness.client.setAuth(demoUser);
    // realtimeOf(client) is the hubs themselves, which follow the login once made: reading its
    // stores must add nothing. Every other domain makes it only while it follows a push.
    const made = name === 'realtimeOf' ? DOMAINS[name]!(harness.client) : null;
    if (made) await new Promise((resolve) => setImmediate(resolve));
    const atStart = { calls: [...calls], sockets: [...sockets] };
    // The client's own (another tab's storage changes): a store adds none.
    const before = { timers: harness.timerCount(), listeners: harness.listenerCount() };
    const stores = storesOf(made ?? DOMAINS[name]!(harness.client));
    expect(stores.length).toBeGreaterThan(0);

    for (const store of stores) store.get();
    // Whatever a read would have started, it would have by now: a task later, and a second on the client clock.
    await new Promise((resolve) => setImmediate(resolve));
    harness.tick(1000);
    await new Promise((resolve) => setImmediate(resolve));

    expect({ calls, sockets, timers: harness.timerCount(), listeners: harness.listenerCount() }).toEqual({ ...atStart, ...before });
    harness.client.dispose();
  });
});
