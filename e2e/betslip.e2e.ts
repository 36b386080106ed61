import type { BrowserContext, Locator, Page } from '@playwright/test';
import { DEMO, escapeRegExp, expect, screenshot, test, type Backend } from './fixtures';

const SIZES = {
  desktop: { name: '1440', viewport: { width: 1440, height: 900 }, phone: false },
  phone: { name: '390', viewport: { width: 390, height: 844 }, phone: true },
} as const;
type Size = (typeof SIZES)[keyof typeof SIZES];

/** What a bettor reads, in each language. */
const TEXTS = {
  tr: {
    slip: 'Kupon',
    openSlip: /^Kupon \d+$/,
    markets: 'Bahisler',
    single: 'Tekli',
    multiple: 'Kombine',
    stakeFor: 'Tutar: ',
    stake: 'Tutar',
    placeBet: 'Bahis Yap',
    loginFirst: 'Lütfen önce giriş yapın',
    login: 'Giriş Yap',
    username: 'Kullanıcı adı',
    password: 'Şifre',
    created: 'Kuponunuz oluşturuldu',
    acceptChanges: 'Oran değişikliklerini kabul et',
    myBets: 'Bahislerim',
    open: 'Açık',
    settled: 'Sonuçlanan',
    accepted: 'Kabul edildi',
    won: 'Kazandı',
    correct: 'Tuttu',
    coupon: 'Kupon',
    remove: 'Çıkar: ',
    oddsChanged: /Oran değişti: \d+,\d{2} → \d+,\d{2}/,
  },
  en: {
    slip: 'Betslip',
    openSlip: /^Betslip \d+$/,
    markets: 'Markets',
    single: 'Single',
    multiple: 'Multiple',
    stakeFor: 'Stake: ',
    stake: 'Stake',
    placeBet: 'Place Bet',
    loginFirst: 'Please login first',
    login: 'Login',
    username: 'Username',
    password: 'Password',
    created: 'Your coupon has been created',
    acceptChanges: 'Accept Changes',
    myBets: 'My Bets',
    open: 'Open',
    settled: 'Settled',
    accepted: 'Accepted',
    won: 'Won',
    correct: 'Correct',
    coupon: 'Coupon',
    remove: 'Remove ',
    oddsChanged: /Odds changed from \d+\.\d{2} to \d+\.\d{2}/,
  },
} as const;
type Locale = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[Locale];

interface EventWire {
  id: number;
  homeName: string;
  awayName: string;
  eventStatus?: string;
  result?: { Goal?: string | null } | null;
  winner: { odd1: number; odd1Id: number; oddX: number; oddXId: number | null } | null;
}

interface World {
  /** Two open live football matches and two prematch ones, the clock stopped so none moves on. */
  liveA: EventWire;
  liveB: EventWire;
  prematchA: EventWire;
  prematchB: EventWire;
}

async function stoppedWorld(backend: Backend): Promise<World> {
  await backend.hook('clock', { freeze: true });
  const live = (await backend.feed<{ events: EventWire[] }[]>('feed/liveeventlist', { sportId: 1, skip: 0, take: 200 }))
    .flatMap((group) => group.events)
    .filter((event) => event.eventStatus === 'O' && event.winner?.odd1Id && event.winner.odd1 > 1);
  // Far enough from kick-off that nothing starts while the test runs.
  const upcoming = (await backend.feed<EventWire[]>('feed/upcoming?sportId=1&hour=48')).filter(
    (event) => event.winner?.odd1Id && event.winner.oddXId && event.winner.odd1 > 1,
  );
  expect(live.length, 'two open live matches').toBeGreaterThanOrEqual(2);
  expect(upcoming.length, 'two upcoming matches').toBeGreaterThanOrEqual(4);
  return { liveA: live[0]!, liveB: live[1]!, prematchA: upcoming[2]!, prematchB: upcoming[3]! };
}

const nameOf = (event: EventWire) => `${event.homeName} – ${event.awayName}`;
const money = (amount: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }).format(amount);

/** The betslip and how to reach it: the right column on a desktop, the bottom sheet on a phone. */
function betslipOf(page: Page, size: Size, text: Texts) {
  const sheet = page.getByRole('dialog', { name: text.slip });
  return {
    async open(): Promise<Locator> {
      if (!size.phone) return page.getByRole('region', { name: new RegExp(`^${text.slip}`) });
      if (!(await sheet.isVisible())) await page.getByRole('button', { name: text.openSlip }).click();
      await expect(sheet).toBeVisible();
      return sheet;
    },
    async close() {
      if (size.phone && (await sheet.isVisible())) {
        await page.keyboard.press('Escape');
        await expect(sheet).toBeHidden();
      }
    },
  };
}

/** Presses an odd of the event on its page; `oddName` is the selection ('1', 'X'). */
async function pickOdd(page: Page, path: string, event: EventWire, text: Texts, oddName = '1') {
  await page.goto(path);
  const odd = page
    .getByRole('region', { name: text.markets })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(nameOf(event))}, [^,]+, ${oddName}, `) })
    .first();
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
}

const livePath = (event: EventWire) => `/spor/live/event-view/1/${event.id}`;
const prematchPath = (event: EventWire) => `/spor/prematch/prematch-detail/${event.id}`;

/** The balance the page shows: the header's on a desktop, the bottom bar's on a phone. */
async function shownBalance(page: Page): Promise<string> {
  const balance = page.locator('p').filter({ hasText: /^(Bakiye|Balance)₺/ }).filter({ visible: true }).first();
  return ((await balance.textContent()) ?? '').replace(/^(Bakiye|Balance)/, '');
}

async function setLanguage(context: BrowserContext, page: Page, locale: Locale) {
  await context.addCookies([{ name: 'lang', value: locale, url: process.env.E2E_SITE_URL! }]);
  await page.addInitScript((language) => {
    // The page itself, not the sandboxed tracker frame (which has no storage).
    if (window.top === window && !localStorage.getItem('lang')) localStorage.setItem('lang', language);
  }, locale);
}

const placeBetCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/sportsbook/placeBet')) calls.push(request.url());
  });
  return calls;
};

/**
 * A guest picks a live odd and a prematch odd (a multiple), removes one in a second tab (a single
 * here too) and tries to place it: 'Please login first'. Returns the slip with that warning.
 */
async function guestTriesToPlace(page: Page, context: BrowserContext, world: World, size: Size, text: Texts, shot: (step: string) => Promise<void>) {
  const slip = betslipOf(page, size, text);
  const placed = placeBetCalls(page);
  // A guest picks a live odd and a prematch odd: two picks make a multiple.
  await pickOdd(page, livePath(world.liveA), world.liveA, text);
  await pickOdd(page, prematchPath(world.prematchA), world.prematchA, text);
  let panel = await slip.open();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('button', { name: text.multiple })).toHaveAttribute('aria-pressed', 'true');
  await shot('guest-multiple');
  await slip.close();

  // A second tab of the same browser shows the same slip; a pick removed there leaves this one too.
  const other = await context.newPage();
  await other.setViewportSize(size.viewport);
  await other.goto(prematchPath(world.prematchA));
  const otherSlip = await betslipOf(other, size, text).open();
  await expect(otherSlip.getByRole('listitem')).toHaveCount(2);
  await otherSlip.getByRole('button', { name: new RegExp(`^${text.remove}${escapeRegExp(nameOf(world.prematchA))}`) }).click();
  await expect(otherSlip.getByRole('listitem')).toHaveCount(1);
  await other.close();
  panel = await slip.open();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('button', { name: text.single })).toHaveAttribute('aria-pressed', 'true');

  // Placing as a guest: 'Please login first', and the way to log in is right there.
  await panel.getByRole('textbox', { name: new RegExp(`^${text.stakeFor}`) }).fill('25');
  await panel.getByRole('button', { name: text.placeBet }).click();
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText(text.loginFirst);
  expect(placed, 'a guest sends no bet').toHaveLength(0);
  await shot('login-first');
  return { panel, alert };
}

for (const [size, locale] of [
  [SIZES.desktop, 'tr'],
  [SIZES.phone, 'en'],
] as const) {
  const text = TEXTS[locale];
  test(`a bettor's slip from guest to settled coupon, in step across tabs (${size.name} px, ${locale})`, async ({
    page,
    context,
    backend,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const world = await stoppedWorld(backend);
    await setLanguage(context, page, locale);
    await page.setViewportSize(size.viewport);
    const slip = betslipOf(page, size, text);
    const shot = (step: string) => screenshot(page, `betslip-${size.name}-${locale}-${step}`);
    const placed = placeBetCalls(page);

    const { alert } = await guestTriesToPlace(page, context, world, size, text, shot);
    await alert.getByRole('button', { name: text.login }).click();
    const login = page.getByRole('dialog', { name: text.login });
    await login.getByLabel(text.username).fill(DEMO.username);
    await login.getByLabel(text.password, { exact: true }).fill(DEMO.password);
    await login.getByRole('button', { name: text.login }).click();
    await expect(login).toBeHidden();
    await backend.setBalance(DEMO.username, 1000);
    await expect.poll(() => shownBalance(page)).toBe('₺1.000,00');

    // The slip came along with the login, stake and all. A double click places one coupon.
    let panel = await slip.open();
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByRole('listitem')).toContainText(nameOf(world.liveA));
    const stake = panel.getByRole('textbox', { name: new RegExp(`^${text.stakeFor}`) });
    await expect(stake).toHaveValue('25');
    await panel.getByRole('button', { name: text.placeBet }).dblclick();
    await expect(panel.getByRole('status')).toHaveText(text.created);
    await shot('created');
    expect(placed).toHaveLength(1);
    await expect.poll(() => shownBalance(page)).toBe('₺975,00');
    await slip.close();

    // A multiple of a live and a prematch match.
    await pickOdd(page, livePath(world.liveB), world.liveB, text);
    await pickOdd(page, prematchPath(world.prematchB), world.prematchB, text);
    panel = await slip.open();
    await expect(panel.getByRole('button', { name: text.multiple })).toHaveAttribute('aria-pressed', 'true');
    await panel.getByRole('textbox', { name: text.stake, exact: true }).fill('10');
    const placeMultiple = panel.getByRole('button', { name: text.placeBet });
    await expect(placeMultiple).toBeEnabled();
    await placeMultiple.click();
    await expect(panel.getByRole('status')).toHaveText(text.created);
    await expect.poll(() => shownBalance(page)).toBe('₺965,00');
    // Nothing left over to complain about (a stake calculation for a slip that is gone).
    await page.waitForTimeout(500);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // My Bets lists both, newest first; it stays open while the live match ends and the single wins.
    await panel.getByRole('button', { name: text.myBets }).click();
    const myBets = page.getByRole('dialog', { name: text.myBets });
    const coupons = myBets.getByRole('article');
    await expect(coupons).toHaveCount(2);
    await expect(coupons.nth(0)).toContainText(nameOf(world.liveB));
    await expect(coupons.nth(0)).toContainText(nameOf(world.prematchB));
    await expect(coupons.nth(1)).toContainText(nameOf(world.liveA));
    await expect(coupons.nth(1)).toContainText(text.accepted);
    await shot('my-bets-open');

    const [home, away] = (world.liveA.result?.Goal ?? '0-0').split('-').map(Number);
    // The home side wins, whatever the score when the world stopped (two goals down is a long price, not a lost cause).
    const finished = await backend.hook('finish', { eventId: world.liveA.id, homeScore: Math.max(home! + 2, away! + 1), awayScore: away! });
    expect(finished.success).toBe(true);
    await expect(coupons).toHaveCount(1);
    const payout = Math.round(25 * world.liveA.winner!.odd1 * 100) / 100;
    await expect.poll(() => shownBalance(page), { timeout: 10_000 }).toBe(money(965 + payout));
    await myBets.getByRole('button', { name: text.settled }).click();
    await expect(coupons).toHaveCount(1);
    await expect(coupons.first()).toContainText(text.won);
    await expect(coupons.first()).toContainText(text.correct);
    await expect(coupons.first()).toContainText(money(payout));
    await shot('my-bets-settled');
    await page.keyboard.press('Escape');
    await expect(myBets).toBeHidden();

    // Odds that moved: refused with Accept Changes off, a message under the pick; placed with it on.
    await pickOdd(page, prematchPath(world.prematchA), world.prematchA, text, 'X');
    panel = await slip.open();
    await panel.getByRole('textbox', { name: new RegExp(`^${text.stakeFor}`) }).fill('20');
    await panel.getByRole('checkbox', { name: text.acceptChanges }).uncheck();
    const oddX = world.prematchA.winner!;
    await backend.hook('odds', { oddId: oddX.oddXId, rate: Math.round((oddX.oddX + 0.25) * 100) / 100 });
    await panel.getByRole('button', { name: text.placeBet }).click();
    await expect(panel.getByRole('listitem')).toContainText(text.oddsChanged);
    await expect(panel.getByRole('alert')).toBeVisible();
    await shot('odds-changed');
    const movedAgain = Math.round((oddX.oddX + 0.5) * 100) / 100;
    await backend.hook('odds', { oddId: oddX.oddXId, rate: movedAgain });
    await panel.getByRole('checkbox', { name: text.acceptChanges }).check();
    await panel.getByRole('button', { name: text.placeBet }).click();
    await expect(panel.getByRole('status')).toHaveText(text.created);
    await expect.poll(() => shownBalance(page)).toBe(money(965 + payout - 20));
    expect(placed).toHaveLength(4);

    expect(consoleErrors).toEqual([]);
  });
}

// The other two widths and languages: the guest's part, for its screenshots and texts.
for (const [size, locale] of [
  [SIZES.desktop, 'en'],
  [SIZES.phone, 'tr'],
] as const) {
  test(`a guest's slip: Multiple forced, Single after a removal, 'Please login first' (${size.name} px, ${locale})`, async ({
    page,
    context,
    backend,
    consoleErrors,
  }) => {
    const world = await stoppedWorld(backend);
    await setLanguage(context, page, locale);
    await page.setViewportSize(size.viewport);
    const { alert } = await guestTriesToPlace(page, context, world, size, TEXTS[locale], (step) =>
      screenshot(page, `betslip-${size.name}-${locale}-${step}`),
    );
    await alert.getByRole('button', { name: TEXTS[locale].login }).click();
    await expect(page.getByRole('dialog', { name: TEXTS[locale].login })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
