import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test, type Backend, PAIRINGS } from './fixtures';

const TEXTS = {
  tr: { matchResult: 'Maç Sonucu', locked: 'Kapalı', settled: 'Sonuçlandı', markets: 'Bahisler' },
  en: { matchResult: 'Match Result', locked: 'Suspended', settled: 'Settled', markets: 'Markets' },
} as const;

interface Winner {
  odd1: number;
  oddX?: number;
  odd2: number;
  oddXId?: number;
}

interface LiveEventWire {
  id: number;
  sportId: number;
  homeName: string;
  awayName: string;
  periodMinute: number | null;
  eventStatus: string;
  result: { Goal: string };
  winner: Winner | null;
}

interface DetailWire {
  markets: { id: number; name: string; settled?: boolean; odds: { id: number; name: string; rate: number; locked: boolean }[] }[];
}

const liveFootball = async (backend: Backend, locale = 'tr') =>
  // No live match answers null.
  ((await backend.feed<{ events: LiveEventWire[] }[] | null>('feed/liveeventlist', { sportId: 1, skip: 0, take: 200 }, locale)) ?? []).flatMap(
    (group) => group.events,
  );

/** Match Result's outcomes in their order, with the rate the row offers (0: withdrawn). */
const outcomesOf = ({ winner }: LiveEventWire): { name: string; rate: number }[] =>
  winner
    ? [
        { name: '1', rate: winner.odd1 },
        ...(winner.oddXId == null ? [] : [{ name: 'X', rate: winner.oddX ?? 0 }]),
        { name: '2', rate: winner.odd2 },
      ]
    : [];

const mixed = (event: LiveEventWire) => {
  const outcomes = outcomesOf(event);
  return event.eventStatus === 'O' && outcomes.some((odd) => odd.rate === 0) && outcomes.some((odd) => odd.rate > 0);
};

/**
 * The match (2:0 late on: 1 and X offered, 2 gone without a lock), made with the sandbox's
 * hooks: with the clock stopped, one of the first live football matches plays on, the side ahead
 * scoring and the clock moving a minute past each goal's suspension, until its Match Result has an
 * outcome withdrawn beside one still offered. Where goals decide the market first (every outcome
 * locked), the clock alone then moves the same matches on a minute at a time: a second way to that
 * state, for the minutes the world's matches are at when the test runs (at 21:40 UTC one CI run's
 * goals alone found none, in all four cases).
 */
async function matchWithAWithdrawnOutcome(backend: Backend): Promise<LiveEventWire> {
  await backend.hook('clock', { freeze: true });
  const candidates = (await liveFootball(backend)).filter((event) => outcomesOf(event).some((odd) => odd.rate > 0)).slice(0, 3);
  const current = async (id: number) => (await liveFootball(backend)).find((live) => live.id === id);
  for (const candidate of candidates) {
    for (let goals = 0; goals <= 8; goals += 1) {
      const event = await current(candidate.id);
      if (!event) break;
      if (mixed(event)) return event;
      const [home, away] = event.result.Goal.split('-').map(Number) as [number, number];
      await backend.hook('goal', { eventId: event.id, side: away > home ? 'away' : 'home' });
      await backend.hook('clock', { advanceMinutes: 1 });
    }
  }
  for (const candidate of candidates) {
    for (let minute = 0; minute < 120; minute += 1) {
      const event = await current(candidate.id);
      if (!event) break;
      if (mixed(event)) return event;
      await backend.hook('clock', { advanceMinutes: 1 });
    }
  }
  throw new Error('no live football match came to a withdrawn outcome');
}

/** Once the overview's rows are in, scrolls a screen at a time until the (virtualised) row's element is rendered, then to it. */
async function scrollTo(page: Page, target: Locator) {
  await expect(page.locator('a[href^="/spor/live/event-view/"]', { hasText: /^\+\d+$/ }).first()).toBeVisible({ timeout: 15_000 });
  for (let step = 0; step < 30 && (await target.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 500);
    // Two frames: the scroll lands, then the list renders the rows it brought into view.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await target.scrollIntoViewIfNeeded();
}

for (const [size, locale] of PAIRINGS[0]) {
  const texts = TEXTS[locale];
  test(`a withdrawn outcome stays in its place with a lock, and a settled market says so (${size.name} px, ${locale})`, async ({
    page,
    backend,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const event = await matchWithAWithdrawnOutcome(backend);
    const name = `${event.homeName} – ${event.awayName}`;
    const outcomes = outcomesOf(event);
    const cellName = (odd: { name: string; rate: number }, market = texts.matchResult) =>
      odd.rate === 0 ? `${name}, ${market}, ${odd.name}, ${texts.locked}` : new RegExp(`^${name}, ${market}, ${odd.name}, \\d`);
    await context.addCookies([{ name: 'lang', value: locale, url: process.env.E2E_SITE_URL! }]);
    await page.setViewportSize(size.viewport);

    // The live list: the row keeps 1, X and 2 in their order, the withdrawn one locked.
    await page.goto('/spor/live/overview/1');
    // The overview's '+n' link of the match (the live panel beside it links the match too).
    const more = page.locator(`a[href="/spor/live/event-view/1/${event.id}"]`, { hasText: /^\+\d+$/ });
    await scrollTo(page, more);
    const row = more.locator('..');
    for (const odd of outcomes) {
      const cell = row.getByRole(odd.rate === 0 ? 'group' : 'button', { name: cellName(odd) });
      await expect(cell).toBeVisible();
      if (odd.rate === 0) await expect(cell.locator('svg')).toBeVisible();
    }
    const labels = await row.locator(`[aria-label^="${name}, ${texts.matchResult}, "]`).evaluateAll((cells) =>
      cells.map((cell) => cell.getAttribute('aria-label')!.split(', ')[2]),
    );
    expect(labels).toEqual(outcomes.map((odd) => odd.name));
    await page.evaluate(() => window.scrollBy(0, -120));
    await screenshot(page, `markets-${size.name}-${locale}-live-list`);

    // The event: Match Result keeps all three, the withdrawn one locked; each settled market is named with its note.
    await page.goto(`/spor/live/event-view/1/${event.id}`);
    const markets = page.getByRole('region', { name: texts.markets });
    const result = markets.locator('details').filter({ has: page.locator('summary', { hasText: new RegExp(`^${texts.matchResult}$`) }) });
    for (const odd of outcomes) await expect(result.getByRole(odd.rate === 0 ? 'group' : 'button', { name: cellName(odd) })).toBeVisible();
    const detail = await backend.feed<DetailWire>('feed/eventdetail', { eventId: event.id }, locale);
    const settled = detail.markets.filter((market) => market.settled);
    for (const market of settled) {
      await expect(markets.getByText(market.name, { exact: true }).locator('..')).toHaveText(`${market.name}${texts.settled}`);
    }
    expect(await markets.getByText(texts.settled, { exact: true }).count()).toBe(settled.length);
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, `markets-${size.name}-${locale}-live-detail`);
    expect(consoleErrors).toEqual([]);
  });
}
