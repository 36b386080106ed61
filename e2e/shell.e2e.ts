import { expect, hydrated, screenshot, test } from './fixtures';

test('every route renders its title in the shell', async ({ page, backend }) => {
  void backend;
  const routes: Array<[string, string]> = [
    ['/', 'Ana Sayfa'],
    ['/promotions', 'Promosyonlar'],
    ['/casino/slot', 'Slotlar'],
    ['/casino/live', 'Canlı Casino'],
    ['/casino/popular-games', 'Tombala'],
    ['/casino/tvbets', 'TV Oyunları'],
    // The play page's title is the game's name; a damaged address is a 400 (casino.e2e.ts).
    ['/casino/play/eyJnYW1lQ29kZSI6ImRlbW8iLCJuYW1lIjoiT3l1biIsInByb3ZpZGVyTmFtZSI6IkRpZ2l0YWluIiwibWFpblByb3ZpZGVySWQiOjF9', 'Oyun'],
    ['/spor/live/event-view', 'Canlı Bahis'],
    ['/spor/live/event-view/1/1001', 'Canlı maç'],
    ['/spor/live/overview/1', 'Canlı bahis özeti'],
    ['/spor/prematch', 'Spor'],
    ['/spor/prematch/home', 'Maç Öncesi'],
    ['/spor/prematch/prematch-detail/2001', 'Maç detayı'],
    ['/spor/prematch/upcoming/1', 'Yaklaşan maçlar'],
    ['/spor/betco', 'Betco'],
    ['/pages', 'İçerikler'],
    ['/dashboard', 'Hesabım'],
    ['/dashboard/withdraw', 'Para Çek'],
    ['/dashboard/game-history', 'Oyun Hareketleri'],
    ['/dashboard/bonuses', 'Bonuslar'],
    ['/dashboard/financial-activities', 'Finansal Geçmiş'],
    ['/dashboard/session-history', 'Oturum Geçmişi'],
    ['/dashboard/account', 'Kişisel Bilgiler'],
  ];
  for (const [path, title] of routes) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(`<h1`);
  }
  for (const [path, title] of routes.slice(0, 3)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('About Us is content page 3, reached from the footer', async ({ page, backend }) => {
  void backend;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Hakkımızda' }).click();
  await expect(page).toHaveURL(/\/pages\/3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakkımızda');
  await screenshot(page, 'about-1440-tr');
});

test('an unknown content page is a 404 in the shell', async ({ page, backend }) => {
  void backend;
  const response = await page.goto('/pages/999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
});

test('choosing English in the menu reloads the site in English', async ({ page, backend }) => {
  void backend;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('navigation', { name: /menü|menu/i }).getByRole('button', { name: /English/ }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await screenshot(page, 'home-guest-1440-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'home-guest-390-en');
});

test('the API is proxied to the back end on the same origin', async ({ page, backend }) => {
  void backend;
  const response = await page.request.get('/api/auth/token');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, data: expect.any(String) });
});

test('the header slides away after 100 px of scrolling down and comes back on the way up', async ({ page, backend }) => {
  void backend;
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/');
  const header = page.locator('header').first();
  await page.mouse.wheel(0, 60);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(0);
  await page.mouse.wheel(0, -120);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await expect.poll(async () => (await header.boundingBox())?.y ?? -1).toBe(0);
});

test('Live Bettings opens the overview below 1100 px and the event view above', async ({ page, backend }) => {
  void backend;
  const liveLink = () => page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Canlı Bahis' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(liveLink()).toHaveAttribute('href', '/spor/live/event-view');
  await page.setViewportSize({ width: 1000, height: 900 });
  await expect(liveLink()).toHaveAttribute('href', '/spor/live/overview/1');
});

test('the browser starts from the server’s whole bootstrap and fingerprints the device with ThumbmarkJS before its anonymous token', async ({
  page,
  backend,
  consoleErrors,
}) => {
  // The bootstrap as an operator serves it, the popup included.
  await backend.showPopup(true);
  const grouped = (await (await fetch(`${backend.url}/api/cms/grouped`, {
    headers: { authorization: `Bearer ${(await (await fetch(`${backend.url}/api/auth/token`)).json()).data}`, 'accept-language': 'tr' },
  })).json()).data as { popup: { title: string; hash: string }; domainStatus: { current: string; next: string | null }; trialBonusAmount: number };
  expect(grouped.popup.title).not.toBe('');
  expect(grouped.domainStatus.current).not.toBe('');

  const libraryLoads: string[] = [];
  page.on('request', (request) => {
    if (/thumbmark/i.test(request.url())) libraryLoads.push(request.url());
  });
  const tokenCall = page.waitForRequest((request) => request.url().endsWith('/api/auth/token'));
  await page.goto('/pages');
  const fingerprint = (await tokenCall).headers()['x-fingerprint'];
  expect(fingerprint).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fingerprint'))).toBe(fingerprint);

  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('bootstrap'))) ?? 'null');
  expect(stored.popup).toMatchObject({ title: grouped.popup.title, hash: grouped.popup.hash });
  expect(stored.domainStatus).toEqual(grouped.domainStatus);
  expect(stored.trialBonusAmount).toBe(grouped.trialBonusAmount);

  // Loaded on demand, after the page was drawn; a second page reads the stored fingerprint instead.
  expect(libraryLoads.length).toBeGreaterThan(0);
  libraryLoads.length = 0;
  await page.goto('/pages/3');
  expect(libraryLoads).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('islands hydrate once the page’s language texts are in, so a click on a hydrated page is never dropped', async ({ page, backend }) => {
  void backend;
  // A page of its own: the fixture's `goto` would wait for the hydration this journey holds back.
  const held = await page.context().newPage();
  await held.setViewportSize({ width: 1440, height: 900 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const catalogueAsked = new Promise<void>((resolve) =>
    void held.route(/\/_astro\/tr-[^/]*\.js$/, async (route) => {
      resolve();
      await released;
      await route.continue();
    }),
  );
  await held.goto('/casino/slot', { waitUntil: 'domcontentloaded' });
  await catalogueAsked;
  // Every island's code is in and has run by now (the request for the texts comes from it). Hydrated
  // here, an island would suspend on the texts, and React drops a click on a suspended tree.
  await held.waitForLoadState('load');
  await held.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await held.locator('astro-island[ssr]:not([client="visible"])').count()).toBeGreaterThan(0);

  release();
  await hydrated(held);
  await held.getByRole('button', { name: 'Giriş Yap', exact: true }).first().click();
  await expect(held.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
  await held.close();
});
