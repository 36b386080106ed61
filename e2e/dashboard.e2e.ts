import type { Page } from '@playwright/test';
import { DEMO, SIZES, escapeRegExp, expect, hydrated, screenshot, test, type Backend, PAIRINGS } from './fixtures';

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
    dayFormat: 'gg.aa.yyyy',
    emptyGames: 'Bu dönemde oyun turu yok.',
    reversed: 'Bitiş tarihi: Başlangıç tarihinden önce olamaz',
    trial: 'Deneme bonusu',
    pending: 'Beklemede',
    thisSession: 'Bu oturum',
    desktop: 'Bilgisayar',
    sessionHistory: 'Oturum Geçmişi',
    verified: /^(Doğrulandı|Doğrulanmadı)$/,
    markets: 'Bahisler',
    slip: 'Kupon',
    stakeFor: 'Tutar: ',
    placeBet: 'Bahis Yap',
    created: 'Kuponunuz oluşturuldu',
    win: 'Kazanç',
    bet: 'Bahis',
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
    dayFormat: 'dd.mm.yyyy',
    emptyGames: 'No game rounds in this period.',
    reversed: 'End date: Must not be before the start date',
    trial: 'Trial bonus',
    pending: 'Pending',
    thisSession: 'This session',
    desktop: 'Computer',
    sessionHistory: 'Session History',
    verified: /^(Verified|Not verified)$/,
    markets: 'Markets',
    slip: 'Betslip',
    stakeFor: 'Stake: ',
    placeBet: 'Place Bet',
    created: 'Your coupon has been created',
    win: 'Win',
    bet: 'Bet',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

async function logIn(page: Page, texts: Texts) {
  await page.getByRole('button', { name: texts.login, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.login });
  await dialog.getByLabel(texts.username).fill(DEMO.username);
  await dialog.getByLabel(texts.password, { exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: texts.login }).click();
  await expect(dialog).toBeHidden();
}

interface UpcomingEvent {
  id: number;
  homeName: string;
  awayName: string;
  winner: { odd1: number; odd1Id: number } | null;
}

/** A football match far enough from kick-off that it neither starts nor moves while the test runs. */
async function upcomingMatch(backend: Backend): Promise<UpcomingEvent> {
  await backend.hook('clock', { freeze: true });
  const upcoming = (await backend.feed<UpcomingEvent[]>('feed/upcoming?sportId=1&hour=48')).filter((event) => event.winner?.odd1Id && event.winner.odd1 > 1);
  expect(upcoming.length, 'an upcoming match').toBeGreaterThan(2);
  return upcoming[2]!;
}

const money = (amount: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount);

/** A single of 25 TRY on the match's home win, from the match's page and the desktop's betslip column. */
async function placeSingle(page: Page, texts: Texts, match: UpcomingEvent) {
  await page.goto(`/spor/prematch/prematch-detail/${match.id}`);
  const odd = page
    .getByRole('region', { name: texts.markets })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(`${match.homeName} – ${match.awayName}`)}, [^,]+, 1, `) })
    .first();
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  const slip = page.getByRole('region', { name: new RegExp(`^${texts.slip}`) });
  await slip.getByRole('textbox', { name: new RegExp(`^${texts.stakeFor}`) }).fill('25');
  await slip.getByRole('button', { name: texts.placeBet }).click();
  await expect(slip.getByRole('status')).toHaveText(texts.created);
}

/** The player's newest casino round as the sandbox's Game Activities call answers it, with the page's own token. */
async function newestRound(page: Page, backend: Backend) {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authData') ?? 'null') as { token: string } | null)?.token);
  const response = await fetch(`${backend.url}/api/customer/gameactivities`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ take: 1 }),
  });
  const answer = (await response.json()) as { data: { total: number; items: { gameName: string; stake: number; win: number; balance: number }[] } };
  return { total: answer.data.total, round: answer.data.items[0]! };
}

for (const [size, locale] of PAIRINGS[0]) {
  const texts = TEXTS[locale];
  test(`the dashboard shows the player's real records after a bet and a casino round (${size.name} px, ${locale})`, async ({ page, backend, consoleErrors }) => {
    test.setTimeout(120_000);
    const match = await upcomingMatch(backend);
    await backend.setBalance(DEMO.username, 1500);
    await page.context().addCookies([{ name: 'lang', value: locale, url: process.env.E2E_SITE_URL! }]);
    // A bet from the betslip and a round of a demo game on the desktop pages, then the dashboard at the journey's width.
    await page.setViewportSize(SIZES[0].viewport);
    await page.goto('/casino/slot');
    await logIn(page, texts);
    await placeSingle(page, texts, match);
    await expect(page.getByRole('banner')).toContainText(money(1475));

    await page.goto('/casino/slot');
    await page.getByRole('button', { name: texts.play, exact: true }).first().click();
    await expect(page).toHaveURL(/\/casino\/play\//);
    await hydrated(page);
    const game = page.frameLocator(`iframe[title="${texts.frame}"]`);
    await expect(game.locator('#play')).toBeEnabled();
    await game.locator('#play').click();
    await expect(game.locator('#result')).not.toBeEmpty({ timeout: 10_000 });
    // The round played on what the bet left: its balance is the bet's 1 475 less the stake plus the win.
    const { total, round } = await newestRound(page, backend);
    expect(round.gameName).toBe('Golden Galleon');
    expect(round.balance).toBeCloseTo(1475 - round.stake + round.win, 2);

    await page.setViewportSize(size.viewport);
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: texts.menu });
    for (const name of texts.tiles) await expect(menu.getByRole('link', { name })).toBeVisible();
    await screenshot(page, `dashboard-${size.name}-${locale}-tiles`);

    await menu.getByRole('link', { name: texts.gameHistory }).click();
    await expect(page).toHaveURL(/\/dashboard\/game-history$/);
    await hydrated(page);
    // 12 seeded rounds and the one just played, newest first.
    expect(total).toBe(13);
    await expect(page.getByText(texts.records(13))).toBeVisible();
    const rows = size.name === '1440' ? page.getByRole('table').getByRole('row') : page.getByRole('list', { name: texts.gameHistory }).getByRole('listitem');
    const played = rows.nth(size.name === '1440' ? 1 : 0);
    await expect(played).toContainText('Golden Galleon');
    await expect(played).toContainText(/\d{1,2}\.\S{3}\.\d{2} \d{2}:\d{2}/);
    await expect(played).toContainText(round.win > 0 ? texts.win : texts.bet);
    await expect(played).toContainText(money(round.stake));
    await expect(played).toContainText(money(round.balance));
    await screenshot(page, `dashboard-${size.name}-${locale}-games`);

    const pager = page.getByRole('navigation', { name: texts.pages });
    await pager.getByRole('button', { name: texts.next }).click();
    await expect(pager.getByText(texts.page2)).toBeVisible();

    // Days are typed day first in either language, not in the browser's own order (mm/dd/yyyy on an English Chrome).
    await expect(page.getByLabel(texts.from)).toHaveAttribute('placeholder', texts.dayFormat);
    await page.getByLabel(texts.from).fill('01.01.2020');
    await page.getByLabel(texts.to).fill('31.01.2020');
    await page.getByRole('button', { name: texts.show }).click();
    await expect(page.getByText(texts.emptyGames)).toBeVisible();
    await page.getByLabel(texts.from).fill('14.03.2026');
    await page.getByLabel(texts.to).fill('01.03.2026');
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
    // The three seeded sessions and this login, on this computer, newest first.
    await page.goto('/dashboard/session-history');
    await expect(page.getByText(texts.records(4))).toBeVisible();
    const sessions = size.name === '1440' ? page.getByRole('table').getByRole('row') : page.getByRole('list', { name: texts.sessionHistory }).getByRole('listitem');
    await expect(sessions.nth(size.name === '1440' ? 1 : 0)).toContainText(texts.thisSession);
    await expect(sessions.nth(size.name === '1440' ? 1 : 0)).toContainText(texts.desktop);
    await screenshot(page, `dashboard-${size.name}-${locale}-sessions`);
    await page.goto('/dashboard/account');
    await expect(page.getByRole('main').getByText('deniz.yilmaz@example.com')).toBeVisible();
    await expect(page.getByRole('main').getByText(DEMO.username, { exact: true })).toBeVisible();
    // The phone's state beside the number (the verification panel below says it too).
    await expect(page.getByRole('main').locator('dl').getByText(texts.verified)).toBeVisible();
    await screenshot(page, `dashboard-${size.name}-${locale}-account`);

    // The refused range is a 400 the page explains; nothing else failed.
    expect(consoleErrors.filter((error) => !/400 \(Bad Request\)/.test(error))).toEqual([]);
  });
}
