import { expect, screenshot, test, type Backend, PAIRINGS } from './fixtures';

const TRACKER = { tr: 'Maç takibi', en: 'Match tracker' } as const;

interface Match {
  id: number;
  sportId: number;
  homeName: string;
  awayName: string;
  kickofDate: string;
}

/**
 * Stops the sandbox's clock and moves it twenty minutes into Gençlerbirliği's next match: a name
 * whose one long word used to be broken in two by the tracker ('Gençlerbirli|ği').
 */
async function liveGenclerbirligiMatch(backend: Backend): Promise<Match> {
  const { now } = (await backend.hook('clock', { freeze: true })).data as { now: string };
  const upcoming = await backend.feed<Match[]>('feed/searchupcoming', { teamName: 'genclerbirligi' });
  const next = upcoming
    .filter((hit) => hit.sportId === 1)
    .map((hit) => ({ ...hit, at: Date.parse(`${hit.kickofDate}Z`) }))
    .sort((a, b) => a.at - b.at)[0];
  expect(next, 'an upcoming Gençlerbirliği match').toBeDefined();
  await backend.hook('clock', { advanceMinutes: Math.ceil((next!.at - Date.parse(now)) / 60_000) + 20 });
  return next!;
}

for (const [size, locale] of PAIRINGS[1]) {
  test(`the tracker wraps team names between words and never splits one (${size.name} px, ${locale})`, async ({ page, backend, context, consoleErrors }) => {
    const match = await liveGenclerbirligiMatch(backend);
    await context.addCookies([{ name: 'lang', value: locale, url: process.env.E2E_SITE_URL! }]);
    await page.setViewportSize(size.viewport);
    await page.goto(`/spor/live/event-view/${match.sportId}/${match.id}`);

    const name = `${match.homeName} – ${match.awayName}`;
    const frame = page.getByTitle(`${TRACKER[locale]}: ${name}`);
    await frame.scrollIntoViewIfNeeded();
    const tracker = page.frameLocator(`iframe[title="${TRACKER[locale]}: ${name}"]`);
    const teams = tracker.locator('.team');
    await expect(teams).toHaveCount(2);
    // Each team carries its full name, whatever room the column leaves for it.
    await expect(teams.nth(0)).toHaveAttribute('title', match.homeName);
    await expect(teams.nth(1)).toHaveAttribute('title', match.awayName);

    // Every word stands on one line: wrapped between words, and a word too long for its column
    // ends in an ellipsis instead of going on on the next line.
    const words = await tracker.locator('.team .word').evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return {
          text: element.textContent,
          lines: Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight)),
          fits: element.scrollWidth <= element.clientWidth,
          ellipsis: style.textOverflow === 'ellipsis',
        };
      }),
    );
    expect(words.map((word) => word.text).join(' ')).toBe(`${match.homeName} ${match.awayName}`.replace(/\s+/g, ' '));
    for (const word of words) {
      expect(word.lines, `'${word.text}' on one line`).toBe(1);
      expect(word.fits || word.ellipsis, `'${word.text}' fits or ends in an ellipsis`).toBe(true);
    }
    // At these widths Gençlerbirliği fits whole.
    expect(words.find((word) => word.text === 'Gençlerbirliği')?.fits).toBe(true);
    await frame.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, `tracker-${size.name}-${locale}`);

    expect(consoleErrors).toEqual([]);
  });
}
