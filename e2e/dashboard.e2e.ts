import type { Page } from '@playwright/test';
import { DEMO, SIZES, expect, hydrated, screenshot, test } from './fixtures';

/** What a player reads on the dashboard, in each language. */
const TEXTS = {
  tr: {
    login: 'Giriş Yap',
    username: 'Kullanıcı adı',
    password: 'Şifre',
    play: 'Golden Galleon, Digitain: oyna',
    frame: 'Oyun: Golden Galleon',
    tiles: ['Para Yatır', 'Para Çek', 'Oyun Hareketleri', 'Bonuslar', 'Finansal Geçmiş', 'Oturum Geçmişi', 'Kişisel Bilgiler'],
    menu: 'Hesap menüsü',
    gameHistory: 'Oyun Hareketleri',
    records: (count: number) => `${count} kayıt`,
    pages: 'Oyun Hareketleri sayfaları',
    next: 'Sonraki',
    page2: 'Sayfa 2 / 2',
    from: 'Başlangıç',
    to: 'Bitiş',
    show: 'Göster',
    all: 'Tüm tarihler',
    emptyGames: 'Bu dönemde oyun turu yok.',
    reversed: 'Bitiş tarihi: Başlangıç tarihinden önce olamaz',
    trial: 'Deneme bonusu',
    pending: 'Beklemede',
    thisSession: 'Bu oturum',
    verified: /^(Doğrulandı|Doğrulanmadı)$/,
  },
  en: {
    login: 'Login',
    username: 'Username',
    password: 'Password',
    play: 'Golden Galleon, Digitain: play',
    frame: 'Game: Golden Galleon',
    tiles: ['Deposit Money', 'Withdraw Money', 'Game Activities', 'Bonuses', 'Financial History', 'Session History', 'Personal information'],
    menu: 'Account menu',
    gameHistory: 'Game Activities',
    records: (count: number) => `${count} records`,
    pages: 'Game Activities pages',
    next: 'Next',
    page2: 'Page 2 of 2',
    from: 'From',
    to: 'To',
    show: 'Show',
    all: 'All dates',
    emptyGames: 'No game rounds in this period.',
    reversed: 'End date: Must not be before the start date',
    trial: 'Trial bonus',
    pending: 'Pending',
    thisSession: 'This session',
    verified: /^(Verified|Not verified)$/,
  },
} as const;

async function logIn(page: Page, texts: (typeof TEXTS)[keyof typeof TEXTS]) {
  await page.getByRole('button', { name: texts.login, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.login });
  await dialog.getByLabel(texts.username).fill(DEMO.username);
  await dialog.getByLabel(texts.password, { exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: texts.login }).click();
  await expect(dialog).toBeHidden();
}

for (const locale of ['tr', 'en'] as const) {
  const texts = TEXTS[locale];
  for (const size of SIZES) {
    test(`the dashboard shows the player's real history after a casino round (${size.name} px, ${locale})`, async ({ page, backend, consoleErrors }) => {
      test.setTimeout(90_000);
      await backend.setBalance(DEMO.username, 1500);
      await page.context().addCookies([{ name: 'lang', value: locale, url: process.env.E2E_SITE_URL! }]);
      // A round of a demo game on the desktop play page, then the dashboard at the journey's width.
      await page.setViewportSize(SIZES[0].viewport);
      await page.goto('/casino/slot');
      await logIn(page, texts);
      await page.getByRole('button', { name: texts.play, exact: true }).first().click();
      await expect(page).toHaveURL(/\/casino\/play\//);
      await hydrated(page);
      const game = page.frameLocator(`iframe[title="${texts.frame}"]`);
      await expect(game.locator('#play')).toBeEnabled();
      await game.locator('#play').click();
      await page.waitForTimeout(1000);

      await page.setViewportSize(size.viewport);
      await page.goto('/dashboard');
      const menu = page.getByRole('navigation', { name: texts.menu });
      for (const name of texts.tiles) await expect(menu.getByRole('link', { name })).toBeVisible();
      await screenshot(page, `dashboard-${size.name}-${locale}-tiles`);

      await menu.getByRole('link', { name: texts.gameHistory }).click();
      await expect(page).toHaveURL(/\/dashboard\/game-history$/);
      await hydrated(page);
      // 12 seeded rounds and the one just played, newest first.
      await expect(page.getByText(texts.records(13))).toBeVisible();
      const rows = size.name === '1440' ? page.getByRole('table').getByRole('row') : page.getByRole('list', { name: texts.gameHistory }).getByRole('listitem');
      await expect(rows.nth(size.name === '1440' ? 1 : 0)).toContainText('Golden Galleon');
      await expect(rows.nth(size.name === '1440' ? 1 : 0)).toContainText(/\d{1,2}\.\S{3}\.\d{2} \d{2}:\d{2}/);
      await expect(rows.nth(size.name === '1440' ? 1 : 0)).toContainText('₺');
      await screenshot(page, `dashboard-${size.name}-${locale}-games`);

      const pager = page.getByRole('navigation', { name: texts.pages });
      await pager.getByRole('button', { name: texts.next }).click();
      await expect(pager.getByText(texts.page2)).toBeVisible();

      await page.getByLabel(texts.from).fill('2020-01-01');
      await page.getByLabel(texts.to).fill('2020-01-31');
      await page.getByRole('button', { name: texts.show }).click();
      await expect(page.getByText(texts.emptyGames)).toBeVisible();
      await page.getByLabel(texts.from).fill('2026-03-14');
      await page.getByLabel(texts.to).fill('2026-03-01');
      await page.getByRole('button', { name: texts.show }).click();
      await expect(page.getByRole('alert').filter({ hasText: texts.reversed })).toBeVisible();
      await screenshot(page, `dashboard-${size.name}-${locale}-reversed`);
      await page.getByRole('button', { name: texts.all }).click();
      await expect(page.getByText(texts.records(13))).toBeVisible();

      await page.goto('/dashboard/bonuses');
      await expect(page.getByRole('main').getByText(texts.trial).first()).toBeVisible();
      await screenshot(page, `dashboard-${size.name}-${locale}-bonuses`);
      await page.goto('/dashboard/financial-activities');
      await expect(page.getByRole('main').getByText(texts.pending).first()).toBeVisible();
      await expect(page.getByRole('main').getByText('Papara').first()).toBeVisible();
      await screenshot(page, `dashboard-${size.name}-${locale}-financial`);
      await page.goto('/dashboard/session-history');
      await expect(page.getByRole('main').getByText(texts.thisSession)).toBeVisible();
      await screenshot(page, `dashboard-${size.name}-${locale}-sessions`);
      await page.goto('/dashboard/account');
      await expect(page.getByRole('main').getByText('deniz.yilmaz@example.com')).toBeVisible();
      // The phone's state beside the number (the verification panel below says it too).
      await expect(page.getByRole('main').locator('dl').getByText(texts.verified)).toBeVisible();
      await screenshot(page, `dashboard-${size.name}-${locale}-account`);

      // The refused range is a 400 the page explains; nothing else failed.
      expect(consoleErrors.filter((error) => !/400 \(Bad Request\)/.test(error))).toEqual([]);
    });
  }
}
