import { escapeRegExp, expect, screenshot, test, PAIRINGS } from './fixtures';

/** What a bettor reads on the prematch page, in each language. */
const TEXTS = {
  tr: {
    panel: 'Spor bahisleri',
    hours24: /^24S,/,
    topLeagues: 'Öne Çıkan Ligler',
    leagueName: (count: number, chosen: boolean) => `Premier League, ${count} etkinlik${chosen ? ', seçili' : ''}`,
    selected: 'Seçili ligler',
    market: 'Bahis türü',
    totalGoals: 'Toplam Gol',
    under: /, Toplam Gol, Alt, \d+,\d{2}$/,
    searchTeam: 'Takım Ara',
    found: /^\d+ Sonuç Bulundu$/,
    markets: 'Bahisler',
    carousel: 'Spor bahisleri fırsatları',
    firstBanner: 'Derbi heyecanı başlıyor',
  },
  en: {
    panel: 'Sports betting',
    hours24: /^24H,/,
    topLeagues: 'Top Leagues',
    leagueName: (count: number, chosen: boolean) => `Premier League, ${count} events${chosen ? ', selected' : ''}`,
    selected: 'Selected competitions',
    market: 'Market',
    totalGoals: 'Total Goals',
    under: /, Total Goals, Under, \d+\.\d{2}$/,
    searchTeam: 'Search Team',
    found: /^\d+ Results Found$/,
    markets: 'Markets',
    carousel: 'Sportsbook offers',
    firstBanner: 'Derby night is here',
  },
} as const;

const DAY_MS = 24 * 3_600_000;

for (const [size, lang] of PAIRINGS[0]) {
  test(`prematch: 24H, Premier League from Top Leagues, Total Goals, a team search to its detail, back home with a new choice (${size.name} px, ${lang})`, async ({
    page,
    context,
    backend,
    consoleErrors,
  }) => {
    void backend;
    const text = TEXTS[lang];
    await context.addCookies([{ name: 'lang', value: lang, url: process.env.E2E_SITE_URL ?? '' }]);
    await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
    await page.setViewportSize(size.viewport);
    await page.goto('/spor/prematch');

    const carousel = page.getByRole('region', { name: text.carousel });
    await expect(carousel.getByRole('group').first()).toBeVisible();
    // A banner is named by the offer its picture shows, not by its place in the row.
    await expect(carousel.getByRole('group').first()).toHaveAccessibleName(text.firstBanner);
    await expect(carousel.getByRole('link', { name: text.firstBanner, exact: true })).toBeVisible();
    await expect(carousel.locator('a[target="_blank"]')).toHaveAttribute('rel', 'noopener noreferrer');

    const panel = page.getByRole('navigation', { name: text.panel });
    const hours24 = panel.getByRole('button', { name: text.hours24 });
    const tree24 = page.waitForResponse((response) => response.url().includes('feed/categorylist?hour=24'));
    await hours24.click();
    await tree24;
    await expect(hours24).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('filterbyhour'))).toBe('24');

    const topLeagues = panel.getByRole('region', { name: text.topLeagues });
    const premierLeague = topLeagues.getByRole('button', { name: /^Premier League/ });
    // The count the filter promised is the number of matches the competition then shows.
    const promised = Number((await premierLeague.textContent())?.match(/(\d+)/)?.[1]);
    // Named by what it shows, each part once, no stray spaces: 'Premier League, 92 etkinlik'.
    await expect(premierLeague).toHaveAccessibleName(text.leagueName(promised, false));
    await premierLeague.click();
    await expect(premierLeague).toHaveAccessibleName(text.leagueName(promised, true));

    const selected = page.getByRole('region', { name: text.selected });
    const league = selected.getByRole('region', { name: /Premier League/ });
    await expect(league.getByRole('listitem').first()).toBeVisible();
    await expect(league.getByRole('listitem')).toHaveCount(promised);
    const kickoffs = await league.locator('time').evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
    for (const kickoff of kickoffs) expect(kickoff - Date.now()).toBeLessThanOrEqual(DAY_MS);
    await expect(league.getByRole('listitem').first()).toBeInViewport();
    await screenshot(page, `prematch-${size.name}-${lang}-premier-league`);
    await topLeagues.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, `prematch-${size.name}-${lang}-top-leagues`);

    await selected.getByRole('combobox', { name: text.market }).selectOption({ label: text.totalGoals });
    const firstRow = league.getByRole('listitem').first();
    await expect(firstRow.getByRole('button', { name: text.under })).toBeVisible();
    await expect(firstRow.getByRole('button', { name: new RegExp(`, ${text.totalGoals}, `) })).toHaveCount(2);
    await screenshot(page, `prematch-${size.name}-${lang}-total-goals`);

    // An odd is named 'Home – Away, market, selection, odds': search the home team.
    const team = ((await firstRow.getByRole('button', { name: text.under }).getAttribute('aria-label')) ?? '').split(' – ')[0]!.trim();
    expect(team).not.toBe('');
    const search = panel.getByRole('searchbox', { name: text.searchTeam });
    // Where a player would have it when typing: in the middle of the screen, not under the header.
    await search.evaluate((box) => box.scrollIntoView({ block: 'center' }));
    await search.fill(team.toLocaleLowerCase(lang === 'tr' ? 'tr-TR' : 'en'));
    const results = panel.getByRole('status').filter({ hasText: text.found });
    await expect(results).toHaveCount(1, { timeout: 10_000 });
    // A result reads 'date group · competition teams'; the rows' '+ N' links do not start with a date.
    const hit = page.getByRole('link', { name: new RegExp(`^\\d.*${escapeRegExp(team)}`) }).first();
    await expect(hit).toBeVisible();
    await screenshot(page, `prematch-${size.name}-${lang}-search`);

    const hitName = (await hit.locator('span').last().textContent()) ?? '';
    await hit.click();
    await expect(page).toHaveURL(/\/spor\/prematch\/prematch-detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: hitName })).toBeVisible();
    await expect(page.getByRole('region', { name: text.markets }).getByRole('button', { name: / – / }).first()).toBeVisible();
    await screenshot(page, `prematch-${size.name}-${lang}-detail`);

    // Choosing a competition on a detail page goes to the prematch home, the earlier choice kept.
    await page
      .getByRole('navigation', { name: text.panel })
      .getByRole('region', { name: text.topLeagues })
      .getByRole('button', { name: /^La Liga/ })
      .click();
    await expect(page).toHaveURL(/\/spor\/prematch\/home$/);
    const chosen = page.getByRole('region', { name: text.selected }).getByRole('heading', { level: 3 });
    await expect(chosen).toHaveText([/La Liga$/, /Premier League$/]);

    expect(consoleErrors).toEqual([]);
  });
}

for (const [size, lang] of PAIRINGS[1]) {
  test(`prematch: the team search at the top of the screen comes out from under the header, its results under it and under the header (${size.name} px, ${lang})`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    const text = TEXTS[lang];
    await context.addCookies([{ name: 'lang', value: lang, url: process.env.E2E_SITE_URL ?? '' }]);
    await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
    await page.setViewportSize(size.viewport);
    await page.goto('/spor/prematch');

    const search = page.getByRole('navigation', { name: text.panel }).getByRole('searchbox', { name: text.searchTeam });
    const header = page.getByRole('banner');
    /** What is drawn at a point of the screen: the header, the results, the search box or else. */
    const drawnAt = async (x: number, y: number) => {
      const popupId = (await search.getAttribute('aria-controls')) ?? '';
      return page.evaluate(
        ([px, py, id]) => {
          const element = document.elementFromPoint(px!, py!);
          if (element?.closest('header')) return 'header';
          if (id && element?.closest(`[id="${id}"]`)) return 'results';
          if (element?.closest('input[type="search"]')) return 'box';
          return 'other';
        },
        [x, y, popupId] as const,
      );
    };

    // The box scrolled to the very top of the screen, the header slid away.
    await search.evaluate((box) => box.scrollIntoView({ block: 'start' }));
    await expect(header).not.toBeInViewport();
    // Typing in it brings it below the spot where the header comes back.
    await search.fill('madrid');
    await expect(page.getByRole('status').filter({ hasText: text.found })).toHaveCount(1, { timeout: 10_000 });
    const results = page.locator(`[id="${await search.getAttribute('aria-controls')}"]`);
    await expect(results.getByRole('link').first()).toBeVisible();
    const box = (await search.boundingBox())!;
    const list = (await results.boundingBox())!;
    expect(await drawnAt(box.x + box.width / 2, box.y + box.height / 2), 'the box is in sight').toBe('box');
    expect(list.y, 'the results start under the box').toBeGreaterThanOrEqual(box.y + box.height);
    expect(await drawnAt(list.x + list.width / 2, list.y + 8)).toBe('results');
    await screenshot(page, `prematch-${size.name}-${lang}-search-at-top`);

    // Scrolling through the results moves the results, not the page.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.move(list.x + list.width / 2, list.y + list.height / 2);
    await page.mouse.wheel(0, 4000);
    await page.mouse.wheel(0, -8000);
    await expect.poll(() => results.evaluate((element) => element.scrollTop)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // The page moved down, then a little up: the header is back, and where it meets the results it
    // is drawn over them, never under them (on a phone the panel scrolls under the header; on a
    // desktop its sticky column keeps the box and its results below it).
    await page.evaluate(() => window.scrollBy(0, 120));
    await expect(header).not.toBeInViewport();
    await page.evaluate(() => window.scrollBy(0, -20));
    await expect(header).toBeInViewport();
    const headerBox = (await header.boundingBox())!;
    const moved = (await results.boundingBox())!;
    if (size.name === '390') expect(moved.y, 'the results reach up under the header').toBeLessThan(headerBox.y + headerBox.height - 4);
    expect(await drawnAt(moved.x + moved.width / 2, headerBox.y + headerBox.height - 4)).toBe('header');
    await screenshot(page, `prematch-${size.name}-${lang}-search-header-back`);

    expect(consoleErrors).toEqual([]);
  });
}
