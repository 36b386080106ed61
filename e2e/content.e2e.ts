import type { BrowserContext, Page } from '@playwright/test';
import { expect, screenshot, SIZES, test, PAIRINGS } from './fixtures';

/** What a guest reads, in the site's two languages. */
const TEXT = {
  tr: {
    offers: 'Kampanyalar',
    topBar: 'Güncel adresimiz oyna127.example. Bir sonraki adresimiz oyna128.example olacak.',
    closeTopBar: 'Adres bildirimini kapat',
    popup: 'Hafta sonu %25 yatırım bonusu',
    promotion: 'İlk yatırıma %100 hoş geldin bonusu',
    promotionText: /En az 100 ₺ yatırım yap/,
    details: 'Detaylar: İlk yatırıma %100 hoş geldin bonusu',
    aboutHeading: 'Oyna hakkında',
    close: 'Kapat',
  },
  en: {
    offers: 'Offers',
    topBar: 'Our current address is oyna127.example. Our next address will be oyna128.example.',
    closeTopBar: 'Close the address notice',
    popup: '25% weekend reload bonus',
    promotion: '100% welcome bonus on your first deposit',
    promotionText: /Deposit at least ₺100/,
    details: 'Details: 100% welcome bonus on your first deposit',
    aboutHeading: 'About Oyna',
    close: 'Close',
  },
} as const;

type Locale = keyof typeof TEXT;

async function speak(context: BrowserContext, locale: Locale) {
  if (locale === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: process.env.E2E_SITE_URL ?? '' }]);
}

for (const [size, locale] of PAIRINGS[1]) {
  const text = TEXT[locale];

  test(`a guest at ${size.name} px in ${locale}: the popup once on home, carousel, top bar closed for good, a promotion's detail, About Us`, async ({ page, context, backend }) => {
    await backend.showPopup(true);
    await speak(context, locale);
    await page.setViewportSize(size.viewport);
    await page.goto('/');
    // Home is where a visitor arrives: the popup greets them there, once.
    const popup = page.getByRole('dialog', { name: text.popup });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('img')).toHaveAttribute('width', '1280');
    await screenshot(page, `content-popup-${size.name}-${locale}`);
    await popup.getByRole('button', { name: text.close }).click();
    await expect(popup).toBeHidden();

    const carousel = page.getByRole('region', { name: text.offers });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('group').first()).toBeVisible();
    for (const image of await carousel.getByRole('img').all()) {
      await expect(image).toHaveAttribute('width', '1280');
      await expect(image).toHaveAttribute('height', '440');
    }
    const topBar = page.getByText(text.topBar);
    await expect(topBar).toBeVisible();
    await screenshot(page, `content-home-${size.name}-${locale}`);

    await page.getByRole('button', { name: text.closeTopBar }).click();
    await expect(topBar).toBeHidden();
    await page.reload();
    await expect(carousel).toBeVisible();
    await expect(topBar).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 2, name: text.promotion })).toBeVisible();
    await page.getByRole('button', { name: text.details }).click();
    const detail = page.getByRole('dialog', { name: text.promotion });
    await expect(detail.getByText(text.promotionText)).toBeVisible();
    await expect(detail.locator('img')).toHaveAttribute('src', /1280x440\.svg$/);
    await expect(detail.locator('img')).toHaveAttribute('height', '440');
    await screenshot(page, `content-promotion-${size.name}-${locale}`);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: text.promotion })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/pages/3');
    await expect(page.getByRole('heading', { name: text.aboutHeading })).toBeVisible();
  });
}

/** Fails the test on anything a payload could make the browser do: a dialog, a request elsewhere, an error. */
function watchForPayloads(page: Page) {
  const dialogs: string[] = [];
  const foreign: string[] = [];
  const errors: string[] = [];
  const site = new URL(process.env.E2E_SITE_URL ?? 'http://127.0.0.1').origin;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== site) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { dialogs, foreign, errors };
}

test('hostile HTML in a promotion and a page runs nothing, loads nothing from elsewhere and logs no error', async ({ page, backend }) => {
  await backend.hook('cms/hostile', { hostile: true });
  const seen = watchForPayloads(page);
  await page.setViewportSize(SIZES[0].viewport);

  await page.goto('/pages/3');
  const article = page.getByRole('article');
  await expect(article.getByText('Bu bölüm güvenlik testi içindir.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oyna hakkında' })).toBeVisible();
  expect(await article.locator('script, style, iframe, object, embed, form, svg, math, base, meta, link').count()).toBe(0);
  const foreignLink = article.getByRole('link', { name: /Claim your prize/ });
  await expect(foreignLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(foreignLink).toHaveAttribute('target', '_blank');
  await article.getByText(/hover me/).hover();
  await screenshot(page, 'content-hostile-page-1440-tr');

  await page.goto('/promotions');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(5);
  await page.getByRole('button', { name: /^Detaylar: / }).last().click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Bu bölüm güvenlik testi içindir.')).toBeVisible();
  // The dialog's own close icon is an SVG: look only at the promotion's text.
  expect(await detail.locator('article').locator('script, style, iframe, object, embed, form, svg, math, base, meta, link, [onerror], [onclick], [style]').count()).toBe(0);
  await detail.getByText(/hover me/).hover();
  await page.waitForLoadState('networkidle');

  expect(seen.dialogs).toEqual([]);
  expect(seen.foreign).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('the live chat opens and closes from the header, its script loaded only when first asked for', async ({ page, backend }) => {
  void backend;
  await page.setViewportSize(SIZES[0].viewport);
  const chatScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cms/chat/widget.js')) chatScripts.push(request.url());
  });
  await page.goto('/pages/3');
  expect(chatScripts).toEqual([]);
  const button = page.getByRole('banner').getByRole('button', { name: 'Canlı Destek' });
  await button.click();
  const chat = page.getByRole('dialog', { name: 'Canlı Destek' });
  await expect(chat).toBeVisible();
  await chat.getByLabel('Mesajınız').fill('Merhaba');
  await chat.getByRole('button', { name: 'Gönder' }).click();
  await expect(chat.getByText('Teşekkürler. Bir temsilcimiz birazdan sizinle olacak.')).toBeVisible();
  await screenshot(page, 'content-live-chat-1440-tr');
  await button.click();
  await expect(chat).toBeHidden();
  expect(chatScripts).toHaveLength(1);
});

test('the footer takes the reader back to the top', async ({ page, backend }) => {
  void backend;
  await page.setViewportSize(SIZES[1].viewport);
  await page.goto('/pages/3');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(footer.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('href', '/pages/3');
  await footer.getByRole('link', { name: 'Yukarı çık' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the home banners move on by themselves every 5 s, and stay put for a player who asked for reduced motion', async ({ page, backend }) => {
  void backend;
  // The page's clock is the test's once the banners show: 5 s of autoplay take no 5 s of waiting.
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const dots = page.getByRole('region', { name: TEXT.tr.offers }).getByRole('button', { name: /\. afişi göster$/ });
  await expect(dots.nth(1)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  const shown = () => dots.evaluateAll((buttons) => buttons.findIndex((button) => button.getAttribute('aria-current') === 'true'));
  const before = await shown();
  await page.clock.runFor(5_100);
  await expect.poll(shown).toBe((before + 1) % (await dots.count()));

  // The player turns reduced motion on: the banners stop where they are.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const stopped = await shown();
  await page.clock.runFor(11_000);
  expect(await shown()).toBe(stopped);
});
