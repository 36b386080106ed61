import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, escapeRegExp, expect, screenshot, test, type Backend } from './fixtures';

/** What a player reads, in each language. */
const TEXTS = {
  tr: {
    login: 'Giriş Yap',
    username: 'Kullanıcı adı',
    password: 'Şifre',
    markets: 'Bahisler',
    slip: 'Kupon',
    openSlip: /^Kupon \d+$/,
    multiple: 'Kombine',
    stake: 'Tutar',
    placeBet: 'Bahis Yap',
    created: 'Kuponunuz oluşturuldu',
    totalOdds: 'Toplam oran',
    quickActions: 'Hızlı işlemler',
    openMenu: 'Menüyü aç',
    menu: 'Ana menü',
    myBets: 'Bahislerim',
    decimals: 'tr-TR',
  },
  en: {
    login: 'Login',
    username: 'Username',
    password: 'Password',
    markets: 'Markets',
    slip: 'Betslip',
    openSlip: /^Betslip \d+$/,
    multiple: 'Multiple',
    stake: 'Stake',
    placeBet: 'Place Bet',
    created: 'Your coupon has been created',
    totalOdds: 'Total odds',
    quickActions: 'Quick actions',
    openMenu: 'Open menu',
    menu: 'Main menu',
    myBets: 'My Bets',
    decimals: 'en-GB',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

interface EventWire {
  id: number;
  homeName: string;
  awayName: string;
  winner: { odd1: number; odd1Id: number } | null;
}

/** Two prematch football matches far enough from kick-off, the clock stopped so nothing moves. */
async function twoMatches(backend: Backend): Promise<[EventWire, EventWire]> {
  await backend.hook('clock', { freeze: true });
  const upcoming = (await backend.feed<EventWire[]>('feed/upcoming?sportId=1&hour=48')).filter(
    (event) => event.winner?.odd1Id && event.winner.odd1 > 1,
  );
  expect(upcoming.length, 'two upcoming matches').toBeGreaterThanOrEqual(4);
  return [upcoming[2]!, upcoming[3]!];
}

const nameOf = (event: EventWire) => `${event.homeName} – ${event.awayName}`;
/** Decimal odds as the language writes them: '2,86' in Turkish, '2.86' in English. */
const oddsText = (rate: number, text: Texts) =>
  new Intl.NumberFormat(text.decimals, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rate);
/** The sandbox's total: the product of the rates in hundredths, rounded half up. */
const totalOf = (a: number, b: number) => Math.floor((Math.round(a * 100) * Math.round(b * 100) + 50) / 100) / 100;

async function setLanguage(context: BrowserContext, page: Page, locale: keyof typeof TEXTS) {
  await context.addCookies([{ name: 'lang', value: locale, url: process.env.E2E_SITE_URL! }]);
  await page.addInitScript((language) => {
    if (window.top === window && !localStorage.getItem('lang')) localStorage.setItem('lang', language);
  }, locale);
}

async function logIn(page: Page, text: Texts) {
  await page.getByRole('banner').getByRole('button', { name: text.login }).click();
  const dialog = page.getByRole('dialog', { name: text.login });
  await dialog.getByLabel(text.username).fill(DEMO.username);
  await dialog.getByLabel(text.password, { exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: text.login }).click();
  await expect(dialog).toBeHidden();
}

/** Presses the home win of the match on its page; its name ends with the odds, written the language's way. */
async function pickHome(page: Page, event: EventWire, text: Texts) {
  await page.goto(`/spor/prematch/prematch-detail/${event.id}`);
  const odd = page
    .getByRole('region', { name: text.markets })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(nameOf(event))}, [^,]+, 1, ${escapeRegExp(oddsText(event.winner!.odd1, text))}$`) })
    .first();
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
}

for (const locale of ['tr', 'en'] as const) {
  const text = TEXTS[locale];

  test(`on a phone, My Bets is in the bottom bar after a bet empties the slip; odds read the language's way (390 px, ${locale})`, async ({
    page,
    context,
    backend,
    consoleErrors,
  }) => {
    const [first, second] = await twoMatches(backend);
    await setLanguage(context, page, locale);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await logIn(page, text);
    await backend.setBalance(DEMO.username, 1000);

    await pickHome(page, first, text);
    await pickHome(page, second, text);
    await page.getByRole('button', { name: text.openSlip }).click();
    const sheet = page.getByRole('dialog', { name: text.slip });
    await expect(sheet.getByRole('button', { name: text.multiple })).toHaveAttribute('aria-pressed', 'true');
    // The picks' odds and the multiple's total, as the language writes decimals.
    for (const event of [first, second]) await expect(sheet.getByRole('listitem').filter({ hasText: event.homeName })).toContainText(oddsText(event.winner!.odd1, text));
    const total = oddsText(totalOf(first.winner!.odd1, second.winner!.odd1), text);
    await expect(sheet.locator('dt', { hasText: text.totalOdds }).locator('xpath=following-sibling::dd[1]')).toHaveText(total);
    await sheet.getByRole('textbox', { name: text.stake, exact: true }).fill('10');
    await screenshot(page, `mybets-390-${locale}-slip`);
    await sheet.getByRole('button', { name: text.placeBet }).click();
    await expect(sheet.getByRole('status')).toHaveText(text.created);
    await screenshot(page, `mybets-390-${locale}-created`);

    // The slip is empty: its floating button has gone with the last pick.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: text.openSlip })).toHaveCount(0);

    // My Bets is one tap away in the bottom bar, and lists the coupon just placed.
    const bar = page.getByRole('navigation', { name: text.quickActions });
    await expect(bar.getByRole('button', { name: text.myBets })).toBeInViewport();
    await screenshot(page, `mybets-390-${locale}-bottom-bar`);
    await bar.getByRole('button', { name: text.myBets }).click();
    const myBets = page.getByRole('dialog', { name: text.myBets });
    const coupon = myBets.getByRole('article').first();
    await expect(coupon).toContainText(nameOf(first));
    await expect(coupon).toContainText(nameOf(second));
    await expect(coupon).toContainText(`${text.totalOdds}${total}`);
    await expect(coupon).toContainText(`· ${oddsText(first.winner!.odd1, text)}`);
    await screenshot(page, `mybets-390-${locale}-dialog`);

    expect(consoleErrors).toEqual([]);
  });

  // The menu's way in at a desktop and a tablet width, one language each (the phone's runs in both).
  const viewport = locale === 'tr' ? { width: 1440, height: 900 } : { width: 1024, height: 768 };
  test(`on a wider screen, a player opens My Bets from the menu's Sports Bettings (${viewport.width} px, ${locale})`, async ({
    page,
    context,
    backend,
    consoleErrors,
  }) => {
    const [first] = await twoMatches(backend);
    await setLanguage(context, page, locale);
    await page.setViewportSize(viewport);
    await page.goto('/casino/slot');
    await logIn(page, text);
    // No bottom bar here, and this page has no betslip: the menu still leads to the player's bets.
    await expect(page.getByRole('navigation', { name: text.quickActions })).toBeHidden();
    const entry = page.getByRole('navigation', { name: text.menu }).getByRole('button', { name: text.myBets });
    await expect(entry).toBeVisible();
    await screenshot(page, `mybets-${viewport.width}-${locale}-menu`);
    await entry.click();
    const myBets = page.getByRole('dialog', { name: text.myBets });
    await expect(myBets).toBeVisible();
    await expect(myBets.getByRole('article')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A bet placed from the prematch page shows up there too, its odds the language's way.
    await backend.setBalance(DEMO.username, 1000);
    await pickHome(page, first, text);
    if (viewport.width < 1280) await page.getByRole('button', { name: text.openSlip }).click();
    const slip = viewport.width < 1280 ? page.getByRole('dialog', { name: text.slip }) : page.getByRole('region', { name: new RegExp(`^${text.slip}`) });
    await slip.getByRole('textbox', { name: new RegExp(`^${text.stake}: `) }).fill('10');
    await slip.getByRole('button', { name: text.placeBet }).click();
    await expect(slip.getByRole('status')).toHaveText(text.created);
    if (viewport.width < 1280) await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: text.menu }).getByRole('button', { name: text.myBets }).click();
    await expect(myBets.getByRole('article')).toHaveCount(1);
    await expect(myBets.getByRole('article')).toContainText(`· ${oddsText(first.winner!.odd1, text)}`);
    await screenshot(page, `mybets-${viewport.width}-${locale}-dialog`);

    expect(consoleErrors).toEqual([]);
  });
}
