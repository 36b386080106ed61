import { DEMO, expect, logIn, oddOnOffer, ON_OFFER, test, unreadCount } from './fixtures';
import { startRoundRobinProxy } from './roundRobinProxy';
// @ts-expect-error: plain ESM script shared with `pnpm start`
import { startStack } from '../scripts/stack.mjs';

/**
 * The site holds no state: two replicas behind a round-robin proxy (no affinity), each request and
 * each hub connection to whichever replica's turn it is, and a player still logs in, bets and gets
 * a hub push.
 */
test('login, a bet and a hub push work whichever of two site replicas answers each request', async ({ page, stack, backend }) => {
  test.setTimeout(90_000);
  const second = await startStack({ backendUrl: stack.backendUrl, sitePort: 0, quiet: true, siteCacheSeconds: 0 });
  const proxy = await startRoundRobinProxy([stack.siteUrl, second.siteUrl]);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${proxy.url}/spor/live/event-view`);
    await logIn(page);
    await expect(page.getByRole('banner').getByText(DEMO.username)).toBeVisible();

    // A bet on a live event on offer, its first odd on offer.
    await page.getByRole('region', { name: 'Canlı etkinlikler' }).getByRole('link', { name: ON_OFFER }).first().click();
    const odd = await oddOnOffer(page);
    await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
    const slip = page.getByRole('region', { name: /^Kupon/ });
    await slip.getByRole('textbox', { name: /^Tutar: / }).fill('10');
    await slip.getByRole('button', { name: 'Bahis Yap' }).click();
    await expect(slip.getByText('Kuponunuz oluşturuldu')).toBeVisible();

    // A push over the player's hub, whichever replica carries it.
    await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
    const before = await unreadCount(page);
    await backend.notify(DEMO.username, { title: 'Kuponunuz kazandı', note: 'İki kopya, tek site.', type: 1 });
    await expect.poll(() => unreadCount(page)).toBe(before + 1);

    // Both replicas answered pages, calls and hub connections.
    for (const replica of proxy.served) expect(replica.requests).toBeGreaterThan(0);
    expect(proxy.served.reduce((sum, replica) => sum + replica.upgrades, 0)).toBeGreaterThanOrEqual(2);
  } finally {
    await page.close();
    await proxy.stop();
    await second.stop();
  }
});
