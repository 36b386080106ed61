import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test, type Backend, PAIRINGS } from './fixtures';

const TEXTS = {
  tr: {
    openMenu: 'Menüyü aç',
    menu: 'Ana menü',
    liveBettings: 'Canlı Bahis',
    panel: 'Canlı etkinlikler',
    search: 'Etkinlik Ara',
    favourites: 'Favorilerim',
    favourite: 'Favori',
    added: 'Favorilere eklendi',
    tracker: 'Maç takibi',
  },
  en: {
    openMenu: 'Open menu',
    menu: 'Main menu',
    liveBettings: 'Live Bettings',
    panel: 'Live events',
    search: 'Search Event',
    favourites: 'My Favourites',
    favourite: 'Favourite',
    added: 'Added to favorites',
    tracker: 'Match tracker',
  },
} as const;

interface LiveEventWire {
  id: number;
  sportId: number;
  homeName: string;
  awayName: string;
  periodMinute: number | null;
  eventStatus: string;
  result?: { Goal?: string | null } | null;
}

const liveFootball = async (backend: Backend) =>
  (await backend.feed<{ events: LiveEventWire[] }[]>('feed/liveeventlist', { sportId: 1, skip: 0, take: 200 })).flatMap(
    (group) => group.events,
  );

/**
 * Stops the sandbox's clock, then moves it to twenty minutes into the next football match of an
 * İstanbul team, so the live football list has one to find. Returns that match.
 */
async function liveIstanbulMatch(backend: Backend): Promise<LiveEventWire> {
  const { now } = (await backend.hook('clock', { freeze: true })).data as { now: string };
  const upcoming = await backend.feed<{ id: number; sportId: number; kickofDate: string; homeName: string; awayName: string }[]>(
    'feed/searchupcoming',
    { teamName: 'istanbul' },
  );
  // Other sports have İstanbul teams too (an e-sports one may play next): the steps below look at football.
  const next = upcoming
    .filter((hit) => hit.sportId === 1)
    .map((hit) => ({ ...hit, at: Date.parse(`${hit.kickofDate}Z`) }))
    .sort((a, b) => a.at - b.at)[0];
  expect(next, 'an upcoming İstanbul match').toBeDefined();
  await backend.hook('clock', { advanceMinutes: Math.ceil((next!.at - Date.parse(now)) / 60_000) + 20 });
  const live = (await liveFootball(backend)).find((event) => event.id === next!.id);
  expect(live, 'the İstanbul match is live').toBeDefined();
  return live!;
}

/** An open football match the panel shows a row for now (rows out of view are not rendered). */
async function openFootballRow(panel: Locator, backend: Backend, also: (event: LiveEventWire) => boolean): Promise<LiveEventWire> {
  const shown = new Set(
    await panel
      .locator('a[href^="/spor/live/event-view/1/"]')
      .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')!.split('/').pop()))),
  );
  const event = (await liveFootball(backend)).find((candidate) => shown.has(candidate.id) && candidate.eventStatus === 'O' && also(candidate));
  expect(event, 'an open football match in view').toBeDefined();
  return event!;
}

/** The live panel, and the links of its event rows. */
const panelOf = (page: Page, texts: (typeof TEXTS)['tr']) => page.getByRole('region', { name: texts.panel });
const eventLink = (scope: Locator, event: { id: number; sportId: number }) =>
  scope.locator(`a[href="/spor/live/event-view/${event.sportId}/${event.id}"]`);

for (const [size, locale] of PAIRINGS[1]) {
  const texts = TEXTS[locale];
  test(`a guest follows live betting: moving scores, search, My Favourites and an event with its tracker (${size.name} px, ${locale})`, async ({
    page,
    backend,
    context,
  }) => {
    test.setTimeout(90_000);
    const istanbul = await liveIstanbulMatch(backend);
    await context.addCookies([{ name: 'lang', value: locale, url: process.env.E2E_SITE_URL! }]);
    await page.setViewportSize(size.viewport);
    await page.goto('/');

    // Live Bettings from the menu: the live page on wide screens, the overview below 1100 px.
    if (size.name === '390') await page.getByRole('banner').getByRole('button', { name: texts.openMenu }).click();
    await page.getByRole('navigation', { name: texts.menu }).getByRole('link', { name: texts.liveBettings }).click();
    await expect(page).toHaveURL(size.name === '390' ? /\/spor\/live\/overview\/1$/ : /\/spor\/live\/event-view$/);
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);

    const panel = panelOf(page, texts);
    await expect(panel.locator('a[href^="/spor/live/event-view/"]').first()).toBeVisible({ timeout: 15_000 });
    await expect(panel.locator('a[href^="/spor/live/event-view/"]').first()).toContainText(/\d+ : \d+/);
    await screenshot(page, `live-${size.name}-${locale}-page`);

    // Scores and clocks move when the sandbox's clock does: the hub pushes them, no reload.
    const moving = await openFootballRow(panel, backend, (event) => (event.periodMinute ?? 99) < 60 && event.id !== istanbul.id);
    const row = eventLink(panel, moving);
    await expect(row).toContainText(`${moving.periodMinute}'`);
    await backend.hook('clock', { advanceMinutes: 5 });
    await expect(row).not.toContainText(`${moving.periodMinute}'`);
    const scorer = await openFootballRow(panel, backend, (event) => event.id !== istanbul.id);
    const [home, away] = (scorer.result?.Goal ?? '0-0').split('-').map(Number);
    expect((await backend.hook('goal', { eventId: scorer.id, side: 'away' })).success).toBe(true);
    await expect(eventLink(panel, scorer)).toContainText(`${home} : ${away! + 1}`);

    // Search Event finds İstanbul teams for 'istanbul'.
    const search = panel.getByRole('searchbox', { name: texts.search });
    await search.fill('istanbul');
    const found = panel.locator('a[href^="/spor/live/event-view/"]');
    await expect(found.first()).toBeVisible();
    for (const link of await found.all()) await expect(link).toContainText('İstanbul');
    await expect(eventLink(panel, istanbul)).toBeVisible();
    await panel.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, `live-${size.name}-${locale}-search`);

    // The star moves the match to My Favourites, which outlives a reload.
    const name = `${istanbul.homeName} – ${istanbul.awayName}`;
    await panel.getByRole('button', { name: `${texts.favourite}: ${name}` }).click();
    await expect(page.getByText(texts.added)).toBeVisible();
    await search.fill('');
    const favourites = panel.getByRole('button', { name: `${texts.favourites} 1` });
    await expect(favourites).toBeVisible();
    await expect(panel.locator('a[href^="/spor/live/event-view/"]').first()).toHaveAttribute(
      'href',
      `/spor/live/event-view/${istanbul.sportId}/${istanbul.id}`,
    );
    await expect(eventLink(panel, istanbul)).toHaveCount(1);
    await panel.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, `live-${size.name}-${locale}-favourite`);
    await page.reload();
    await expect(panelOf(page, texts).getByRole('button', { name: `${texts.favourites} 1` })).toBeVisible();
    await expect(panelOf(page, texts).locator('a[href^="/spor/live/event-view/"]').first()).toHaveAttribute(
      'href',
      `/spor/live/event-view/${istanbul.sportId}/${istanbul.id}`,
    );

    // The event view: teams, score and clock, every market, and the tracker for its feed id.
    await eventLink(panelOf(page, texts), istanbul).click();
    await expect(page).toHaveURL(new RegExp(`/spor/live/event-view/${istanbul.sportId}/${istanbul.id}$`));
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(`${istanbul.homeName}.*\\d+ : \\d+.*${istanbul.awayName}`) });
    await expect(heading).toBeVisible();
    const tracker = page.getByTitle(`${texts.tracker}: ${name}`);
    await expect(tracker).toBeVisible();
    const src = new URL((await tracker.getAttribute('src'))!);
    expect(src.pathname).toBe(size.name === '390' ? '/tracker/mobile' : '/tracker/desktop');
    expect(src.searchParams.get('lang')).toBe(locale);
    expect(src.searchParams.get('feedId')).toMatch(/^\d+$/);
    await expect(tracker).toHaveAttribute('height', size.name === '390' ? '235' : '415');
    await expect(tracker).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    await screenshot(page, `live-${size.name}-${locale}-event`);
  });
}

test("with scripts off, the live page's first screen comes from the server: live football with scores and clocks", async ({
  browser,
  baseURL,
  backend,
}) => {
  const live = await liveFootball(backend);
  // A page of its own: the journeys' pages wait for islands to hydrate, which never happens here.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/spor/live/event-view');
  const panel = panelOf(page, TEXTS.tr);
  // The list draws the rows in view, in its own order (by competition), each a live match of the back
  // end's. The server answers with the lists it read last while it reads them anew (stale while
  // revalidate): after the reset before this journey, a reload brings the back end's own.
  const drawn = () =>
    panel.locator('a[href^="/spor/live/event-view/1/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const shownNow = async () => (await drawn()).map((href) => live.find((event) => href.endsWith(`/${event.id}`)));
  await expect
    .poll(async () => {
      const shown = await shownNow();
      if (shown.length < 2 || shown.includes(undefined)) await page.reload();
      return shown.length >= 2 && !shown.includes(undefined);
    })
    .toBe(true);
  const shown = await shownNow();
  for (const event of shown.slice(0, 2)) {
    const link = eventLink(panel, event!);
    await expect(link).toContainText(event!.homeName);
    await expect(link).toContainText(event!.awayName);
    await expect(link).toContainText(/\d+ : \d+/);
  }
  await expect(panel.getByRole('button', { name: /^Futbol \d+$/ })).toBeVisible();
  await screenshot(page, 'live-no-scripts');
  await context.close();
});
