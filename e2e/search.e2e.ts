import { expect, screenshot, test, type Backend, PAIRINGS } from './fixtures';

// Players type on phones without Turkish letters and with caps lock on: what they type finds the
// team in the live panel (searched in the SDK) and in the team search (searched by the server).

const TEXTS = {
  tr: { livePanel: 'Canlı etkinlikler', liveSearch: 'Etkinlik Ara', prematchPanel: 'Spor bahisleri', teamSearch: 'Takım Ara', found: /^\d+ Sonuç Bulundu$/ },
  en: { livePanel: 'Live events', liveSearch: 'Search Event', prematchPanel: 'Sports betting', teamSearch: 'Search Team', found: /^\d+ Results Found$/ },
} as const;

/** What is typed, and a name the team carries in the sandbox's world. */
const TYPED = [
  { typed: 'LIVERPOOL', team: 'Liverpool' },
  { typed: 'besiktas', team: 'Beşiktaş' },
  { typed: 'ISTANBUL', team: 'İstanbul' },
] as const;

interface UpcomingHit {
  id: number;
  sportId: number;
  kickofDate: string;
  homeName: string;
  awayName: string;
}

/** Moves the sandbox's frozen clock twenty minutes into the next football match of `team`, which is then live. */
async function liveMatchOf(backend: Backend, team: string): Promise<UpcomingHit> {
  const { now } = (await backend.hook('clock', { freeze: true })).data as { now: string };
  const upcoming = await backend.feed<UpcomingHit[]>('feed/searchupcoming', { teamName: team });
  const next = upcoming
    .filter((hit) => hit.sportId === 1 && `${hit.homeName} ${hit.awayName}`.includes(team))
    .map((hit) => ({ ...hit, at: Date.parse(`${hit.kickofDate}Z`) }))
    .sort((a, b) => a.at - b.at)[0];
  expect(next, `an upcoming football match of ${team}`).toBeDefined();
  await backend.hook('clock', { advanceMinutes: Math.ceil((next!.at - Date.parse(now)) / 60_000) + 20 });
  return next!;
}

for (const [size, locale] of PAIRINGS[0]) {
  const texts = TEXTS[locale];
  test(`search finds LIVERPOOL, besiktas and ISTANBUL in the live panel and the team search (${size.name} px, ${locale})`, async ({
    page,
    context,
    backend,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'lang', value: locale, url: process.env.E2E_SITE_URL! }]);
    await page.setViewportSize(size.viewport);

    for (const { typed, team } of TYPED) {
      const match = await liveMatchOf(backend, team);
      await page.goto(`/spor/live/overview/1`);
      const panel = page.getByRole('region', { name: texts.livePanel });
      await panel.getByRole('searchbox', { name: texts.liveSearch }).fill(typed);
      const rows = panel.locator('a[href^="/spor/live/event-view/"]');
      await expect(panel.locator(`a[href="/spor/live/event-view/1/${match.id}"]`)).toBeVisible();
      for (const row of await rows.all()) await expect(row).toContainText(team);
    }
    await screenshot(page, `search-${size.name}-${locale}-live`);

    await page.goto('/spor/prematch');
    const prematch = page.getByRole('navigation', { name: texts.prematchPanel });
    const search = prematch.getByRole('searchbox', { name: texts.teamSearch });
    await search.evaluate((box) => box.scrollIntoView({ block: 'center' }));
    for (const { typed, team } of TYPED) {
      await search.fill(typed);
      const count = prematch.getByRole('status').filter({ hasText: texts.found });
      await expect(count).toHaveCount(1, { timeout: 10_000 });
      await expect(count).not.toHaveText(/^0 /);
      const hits = page.getByRole('link', { name: new RegExp(`^\\d.*${team}`) });
      await expect(hits.first()).toBeVisible();
      if (typed === 'ISTANBUL') await screenshot(page, `search-${size.name}-${locale}-team`);
      await search.fill('');
      await expect(count).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });
}
