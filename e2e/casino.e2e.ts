import type { Page } from '@playwright/test';
import { DEMO, expect, hydrated, screenshot, SIZES, test, PAIRINGS } from './fixtures';

/** What a casino player reads, in each language. */
const TEXTS = {
  tr: {
    login: 'Giriş Yap',
    username: 'Kullanıcı adı',
    password: 'Şifre',
    openMenu: 'Menüyü aç',
    menu: 'Ana menü',
    categories: 'Oyun kategorileri',
    search: 'Oyun ara',
    results: (query: string) => `“${query}” için sonuçlar`,
    play: (game: string, provider: string) => `${game}, ${provider}: oyna`,
    favourite: (game: string) => `Favori: ${game}`,
    favourites: 'Favorilerim',
    added: 'Favorilere eklendi',
    jackpots: 'Jackpotlar',
    level: /Seviye [1-4]/,
    frame: (game: string) => `Oyun: ${game}`,
    reload: 'Oyunu yenile',
    reloading: 'Oyun yeniden yüklenecek. Lütfen bekleyin...',
    close: 'Oyunu kapat',
    badLink: 'Bu oyun bağlantısı bozuk.',
    liveCasino: 'Canlı Casino',
    leave: 'Oyundan çık',
    deposit: 'Para Yatır',
    showJackpot: (name: string) => `${name} jackpotunu göster`,
  },
  en: {
    login: 'Login',
    username: 'Username',
    password: 'Password',
    openMenu: 'Open menu',
    menu: 'Main menu',
    categories: 'Game categories',
    search: 'Search games',
    results: (query: string) => `Results for “${query}”`,
    play: (game: string, provider: string) => `${game}, ${provider}: play`,
    favourite: (game: string) => `Favourite: ${game}`,
    favourites: 'My Favourites',
    added: 'Added to favorites',
    jackpots: 'Jackpots',
    level: /Level [1-4]/,
    frame: (game: string) => `Game: ${game}`,
    reload: 'Reload game',
    reloading: 'Game will be reloaded. Please wait...',
    close: 'Close game',
    badLink: 'This game link is damaged.',
    liveCasino: 'Live Casino',
    leave: 'Leave game',
    deposit: 'Deposit',
    showJackpot: (name: string) => `Show the ${name} jackpot`,
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const AVIATOR = { name: 'Aviator', provider: 'Hub88' };
const GOLDEN_GALLEON = { name: 'Golden Galleon', provider: 'Digitain' };

async function openAs(page: Page, locale: keyof typeof TEXTS, size: (typeof SIZES)[number], path: string) {
  await page.context().addCookies([{ name: 'lang', value: locale, url: process.env.E2E_SITE_URL! }]);
  await page.setViewportSize(size.viewport);
  await page.goto(path);
}

/** Logs in through the login dialog the header (or, on a phone, the page) offers. */
async function logIn(page: Page, texts: Texts) {
  await page.getByRole('button', { name: texts.login, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.login });
  await dialog.getByLabel(texts.username).fill(DEMO.username);
  await dialog.getByLabel(texts.password, { exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: texts.login }).click();
  await expect(dialog).toBeHidden();
}

const tile = (page: Page, texts: Texts, game: { name: string; provider: string }) =>
  page.getByRole('button', { name: texts.play(game.name, game.provider), exact: true }).first();

for (const [size, locale] of PAIRINGS[0]) {
  const texts = TEXTS[locale];
  test(`a guest browses slots and live casino, sees the jackpots, searches, and is asked to log in to play (${size.name} px, ${locale})`, async ({
    page,
    backend,
  }) => {
    void backend;
    await openAs(page, locale, size, '/casino/slot');

    // Jackpots: Clover Chance then High Cash, four levels each; the feed's other cards are left out.
    const jackpots = page.getByRole('region', { name: texts.jackpots });
    await expect(jackpots.getByRole('img', { name: 'Clover Chance' })).toBeVisible();
    const cards = jackpots.locator('[data-card]');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole('img', { name: 'Clover Chance' })).toBeVisible();
    await expect(cards.nth(1).getByRole('img', { name: 'High Cash' })).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByRole('listitem')).toHaveCount(4);
      await expect(card.getByRole('listitem').first()).toContainText(texts.level);
      await expect(card.getByRole('listitem').first()).toContainText('₺');
    }

    // The slots lobby: its categories and games, with artwork.
    const rail = page.getByRole('navigation', { name: texts.categories });
    await expect(rail.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(tile(page, texts, GOLDEN_GALLEON)).toBeVisible();
    await expect(tile(page, texts, GOLDEN_GALLEON).locator('img')).toHaveAttribute('src', /\/api\/casino\/art\/game\//);
    await screenshot(page, `casino-${size.name}-${locale}-slots`);

    // The live casino lists live categories only; a Turkish-aware search finds İstanbul Rulet.
    await page.goto('/casino/live');
    await expect(rail.getByRole('button', { name: texts.liveCasino, exact: true })).toBeVisible();
    await expect(rail.getByRole('button', { name: /Slot/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: texts.search }).fill('istanbul');
    const results = page.getByRole('list', { name: texts.results('istanbul') });
    await expect(results.getByRole('button', { name: /İstanbul Rulet/ }).first()).toBeVisible();
    for (const found of await results.getByRole('button', { name: new RegExp(texts.play('.*', '.*')) }).all()) {
      await expect(found).toHaveAccessibleName(/İstanbul/);
    }
    await screenshot(page, `casino-${size.name}-${locale}-search`);

    // A guest who opens a game gets the login dialog, not the game.
    await results.getByRole('button', { name: /İstanbul Rulet/ }).first().click();
    await expect(page.getByRole('dialog', { name: texts.login })).toBeVisible();
    await expect(page).toHaveURL(/\/casino\/live$/);
    await screenshot(page, `casino-${size.name}-${locale}-login`);
  });
}

for (const [size, locale] of PAIRINGS[1]) {
  const texts = TEXTS[locale];
  test(`a player stars a game, finds it under favourites after a reload, and plays it (${size.name} px, ${locale})`, async ({
    page,
    backend,
  }) => {
    test.setTimeout(60_000);
    await backend.setBalance(DEMO.username, 1500);
    await openAs(page, locale, size, '/casino/slot');
    await logIn(page, texts);

    // The star: 'Added to favorites', and the game under My Favourites after a reload.
    await page.getByRole('button', { name: texts.favourite(AVIATOR.name) }).first().click();
    await expect(page.getByText(texts.added)).toBeVisible();
    await page.reload();
    await page.getByRole('navigation', { name: texts.categories }).getByRole('button', { name: texts.favourites }).click();
    const favourites = page.getByRole('list', { name: texts.favourites });
    await expect(favourites.getByRole('button', { name: texts.play(AVIATOR.name, AVIATOR.provider) })).toBeVisible();
    await expect(favourites.getByRole('button', { name: texts.favourite(AVIATOR.name) })).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, `casino-${size.name}-${locale}-favourites`);
    await page.getByRole('navigation', { name: texts.categories }).getByRole('button').first().click();

    if (size.name === '1440') {
      // Desktop: the play route, the game in a sandboxed frame; one round moves the header's balance.
      await tile(page, texts, GOLDEN_GALLEON).click();
      await expect(page).toHaveURL(/\/casino\/play\/[A-Za-z0-9+/=%]+$/);
      await hydrated(page);
      const frame = page.getByTitle(texts.frame(GOLDEN_GALLEON.name));
      await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups allow-same-origin');
      await expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
      const game = page.frameLocator(`iframe[title="${texts.frame(GOLDEN_GALLEON.name)}"]`);
      await expect(game.locator('#play')).toBeEnabled();
      const header = page.getByRole('banner');
      await expect(header).toContainText('₺1.500,00');
      await game.locator('#play').click();
      await expect.poll(() => backend.balanceOf(DEMO)).not.toBe(1500);
      const after = await backend.balanceOf(DEMO);
      const shown = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(after);
      await expect(header).toContainText(shown, { timeout: 10_000 });
      await screenshot(page, `casino-${size.name}-${locale}-play`);

      // The game's own Exit: back to the lobby.
      await game.locator('#exit').click();
      await expect(page).toHaveURL(/\/casino\/slot$/);
    } else {
      // A phone: the full-height modal, its reload notice, and close.
      await tile(page, texts, AVIATOR).click();
      const modal = page.getByRole('dialog', { name: AVIATOR.name });
      await expect(modal).toBeVisible();
      const game = page.frameLocator(`iframe[title="${texts.frame(AVIATOR.name)}"]`);
      await expect(game.locator('#play')).toBeVisible();
      const box = await modal.boundingBox();
      expect(box?.height).toBe(size.viewport.height);
      await screenshot(page, `casino-${size.name}-${locale}-modal`);

      await page.route('**/api/casino/hub88launchurl', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await modal.getByRole('button', { name: texts.reload }).click();
      await expect(modal.getByText(texts.reloading)).toBeVisible();
      await screenshot(page, `casino-${size.name}-${locale}-reload`);
      await expect(game.locator('#play')).toBeVisible();
      await modal.getByRole('button', { name: texts.close }).click();
      await expect(modal).toBeHidden();
      await expect(page).toHaveURL(/\/casino\/slot$/);
    }
  });
}

/** The box lies wholly inside the window. */
async function expectInWindow(page: Page, box: { x: number; y: number; width: number; height: number } | null, what: string) {
  const window = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right`).toBeLessThanOrEqual(window.width);
  expect(box!.y + box!.height, `${what}: bottom`).toBeLessThanOrEqual(window.height);
}

for (const locale of ['tr', 'en'] as const) {
  const texts = TEXTS[locale];

  test(`on a phone the jackpots take one card at a time and the first games show on the first screen (390 px, ${locale})`, async ({
    page,
    backend,
  }) => {
    void backend;
    await openAs(page, locale, SIZES[1], '/casino/slot');
    const jackpots = page.getByRole('region', { name: texts.jackpots });
    const cards = jackpots.locator('[data-card]');
    // The games come once the lobby has taken over from the server's page (the cards then follow the live feed).
    await expect(tile(page, texts, GOLDEN_GALLEON)).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expectInWindow(page, await cards.nth(0).boundingBox(), 'Clover Chance');
    const firstAt = (await cards.nth(0).boundingBox())!.x;
    // Every amount stays inside its level's box, with room to spare.
    for (const level of await cards.nth(0).getByRole('listitem').all()) {
      const [box, amount] = await level.evaluate((element) => {
        const inner = element.getBoundingClientRect();
        // The figures on screen: the last decoration (the suit is the first); the words are for screen readers.
        const figures = Array.from(element.querySelectorAll('[aria-hidden="true"]')).at(-1)!.getBoundingClientRect();
        return [inner.right - Number.parseFloat(getComputedStyle(element).paddingRight), figures.right];
      });
      expect(amount).toBeLessThanOrEqual(box);
    }
    // The first row of games is on the first screen, whole.
    await expectInWindow(page, await tile(page, texts, GOLDEN_GALLEON).boundingBox(), 'the first tile');
    await screenshot(page, `casino-390-${locale}-jackpots`);

    // The second card is a dot away.
    await expect(jackpots.getByRole('button', { name: texts.showJackpot('Clover Chance') })).toHaveAttribute('aria-current', 'true');
    await jackpots.getByRole('button', { name: texts.showJackpot('High Cash') }).click();
    await expect(jackpots.getByRole('button', { name: texts.showJackpot('High Cash') })).toHaveAttribute('aria-current', 'true');
    // Where the first card stood: the second takes its place once the slide settles.
    await expect.poll(async () => Math.round((await cards.nth(1).boundingBox())?.x ?? 0)).toBe(Math.round(firstAt));
    await expectInWindow(page, await cards.nth(1).boundingBox(), 'High Cash');
    await screenshot(page, `casino-390-${locale}-jackpots-second`);
  });

  test(`the game fits the window: the play page at 1440×900, the phone's modal at 390×844 with Deposit (${locale})`, async ({
    page,
    backend,
  }) => {
    test.setTimeout(60_000);
    void backend;
    await openAs(page, locale, SIZES[0], '/casino/slot');
    await logIn(page, texts);

    // Desktop: the game under its bar, Spin included, with no scrolling; the bar's one way out.
    await tile(page, texts, GOLDEN_GALLEON).click();
    await expect(page).toHaveURL(/\/casino\/play\//);
    await hydrated(page);
    const frame = page.getByTitle(texts.frame(GOLDEN_GALLEON.name));
    const game = page.frameLocator(`iframe[title="${texts.frame(GOLDEN_GALLEON.name)}"]`);
    await expect(game.locator('#play')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectInWindow(page, await frame.boundingBox(), 'the game frame');
    await expectInWindow(page, await game.locator('#play').boundingBox(), 'Spin');
    const bar = page.getByRole('region', { name: new RegExp(GOLDEN_GALLEON.name) });
    await expect(bar.getByRole('link', { name: texts.leave })).toHaveCount(1);
    await expect(bar.getByRole('button', { name: texts.leave })).toHaveCount(0);
    await screenshot(page, `casino-1440-${locale}-play-fit`);
    await bar.getByRole('link', { name: texts.leave }).click();
    await expect(page).toHaveURL(/\/casino\/slot$/);

    // A phone: the modal's frame fills the window under its bar, which offers Deposit.
    await page.setViewportSize(SIZES[1].viewport);
    await tile(page, texts, GOLDEN_GALLEON).click();
    const modal = page.getByRole('dialog', { name: GOLDEN_GALLEON.name });
    await expect(game.locator('#play')).toBeVisible();
    await expectInWindow(page, await frame.boundingBox(), 'the game frame');
    await expectInWindow(page, await game.locator('#play').boundingBox(), 'Spin');
    await screenshot(page, `casino-390-${locale}-play-fit`);
    await modal.getByRole('button', { name: texts.deposit }).click();
    await expect(page).toHaveURL(/\/dashboard\/deposit$/);
  });
}

test('a provider whose launch fails shows the error toast and closes the modal; a desktop failure stays with a retry', async ({
  page,
  backend,
}) => {
  const texts = TEXTS.tr;
  await backend.hook('casino/launch-failure', { provider: 'Hub88', fail: true });
  await backend.hook('casino/launch-failure', { provider: 'Digitain', fail: true });
  await openAs(page, 'tr', SIZES[1], '/casino/slot');
  await logIn(page, texts);

  await tile(page, texts, AVIATOR).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Hub88 oyunu şu anda başlatamadı' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: AVIATOR.name })).toBeHidden();
  await screenshot(page, 'casino-390-tr-launch-failed');

  await page.setViewportSize(SIZES[0].viewport);
  await tile(page, texts, GOLDEN_GALLEON).click();
  await expect(page).toHaveURL(/\/casino\/play\//);
  await expect(page.getByRole('alert').filter({ hasText: 'Digitain oyunu şu anda başlatamadı' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
});

test('an exit message from any window but the game frame changes nothing', async ({ page, backend }) => {
  void backend;
  const texts = TEXTS.tr;
  await openAs(page, 'tr', SIZES[0], '/casino/slot');
  await logIn(page, texts);
  await tile(page, texts, GOLDEN_GALLEON).click();
  await expect(page).toHaveURL(/\/casino\/play\//);
  const game = page.frameLocator(`iframe[title="${texts.frame(GOLDEN_GALLEON.name)}"]`);
  await expect(game.locator('#play')).toBeVisible();

  // The page itself, and another frame of the page, say exit as the game would.
  await page.evaluate(() => window.postMessage({ command: 'exit' }, '*'));
  await page.evaluate(() => {
    const other = document.createElement('iframe');
    other.name = 'stranger';
    other.srcdoc = '<p>stranger</p>';
    document.body.append(other);
    return new Promise((resolve) => other.addEventListener('load', resolve));
  });
  await page.frame({ name: 'stranger' })!.evaluate(() => window.parent.postMessage({ command: 'exit' }, '*'));
  await page.frame({ name: 'stranger' })!.evaluate(() => window.parent.postMessage('{"command":"exit"}', '*'));
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/casino\/play\//);
  await expect(page.getByTitle(texts.frame(GOLDEN_GALLEON.name))).toBeVisible();

  // The game's own Exit still works.
  await game.locator('#exit').click();
  await expect(page).toHaveURL(/\/casino\/slot$/);
});

for (const size of SIZES) {
  test(`Aviator from the menu opens the Aviator game (${size.name} px)`, async ({ page, backend }) => {
    void backend;
    const texts = TEXTS.tr;
    await openAs(page, 'tr', size, '/');
    await logIn(page, texts);
    if (size.name === '390') await page.getByRole('banner').getByRole('button', { name: texts.openMenu }).click();
    await page.getByRole('navigation', { name: texts.menu }).getByRole('button', { name: 'Aviator' }).click();
    if (size.name === '1440') {
      await expect(page).toHaveURL(/\/casino\/play\//);
      await expect(page.getByTitle(texts.frame(AVIATOR.name))).toBeVisible();
    } else {
      await expect(page.getByRole('dialog', { name: AVIATOR.name })).toBeVisible();
      await expect(page.getByTitle(texts.frame(AVIATOR.name))).toBeVisible();
    }
    await screenshot(page, `casino-${size.name}-tr-aviator`);
  });
}

test('a damaged play address shows a clear error page', async ({ page, backend }) => {
  void backend;
  const response = await page.goto('/casino/play/bm90LWEtZ2FtZQ==');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: TEXTS.tr.badLink })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Casinoya dön' })).toHaveAttribute('href', '/casino/slot');
});
