import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

const SATURDAY = '2026-03-14T15:07:00Z';

let t: TestSandbox;
let event: any;
beforeAll(async () => {
  t = await startTestSandbox({ clockStart: SATURDAY, clockFrozen: true });
  const token = await t.anonymousToken();
  const groups = (await t.call('/sbapi/api/feed/liveeventlist', { token, body: { sportId: 1, skip: 0, take: 200 } })).body.data;
  event = groups.flatMap((group: any) => group.events).find((live: any) => live.period === '1. Yarı');
});
afterAll(() => t.close());

const page = async (path: string) => {
  const response = await fetch(t.url + path);
  return { status: response.status, headers: response.headers, html: await response.text() };
};
const escaped = (text: string) => text.replace(/&/g, '&#38;');

describe('the match tracker page', () => {
  it('shows the teams, the score and the minute of the live event with that feed id', async () => {
    const { status, headers, html } = await page(`/tracker/desktop?feedId=${event.liveActiveExefeedId}&lang=tr`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="tr" class="desktop">');
    // Each name is its words, kept whole, with the full name as the title for one cut short.
    for (const team of [event.homeName, event.awayName]) {
      expect(html).toContain(`<span class="team" title="${escaped(team)}">`);
      for (const word of team.split(' ')) expect(html).toContain(`<span class="word">${escaped(word)}</span>`);
    }
    expect(html).not.toContain('break-word');
    expect(html).toContain(`data-score>${event.result.Goal.replace('-', ' : ')}<`);
    expect(html).toContain(`1. Yarı · ${event.periodMinute}&#39;`);
    expect(html).toContain('CANLI');
  });

  it('may be framed by any site and runs only its own script and style, by hash', async () => {
    const { headers, html } = await page(`/tracker/mobile?feedId=${event.liveActiveExefeedId}&lang=en`);
    expect(html).toContain('<html lang="en" class="mobile">');
    expect(html).toContain('LIVE');
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain('frame-ancestors *');
    expect(policy).toContain("default-src 'none'");
    expect(headers.get('x-frame-options')).toBeNull();
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(policy).toContain(`script-src ${hash(script)}`);
    expect(policy).toContain(`style-src ${hash(style)}`);
    expect(html).not.toMatch(/ on\w+=/);
  });

  it("tells a visitor there is no match for an unknown feed id, in tr and en", async () => {
    for (const [query, text] of [['feedId=123&lang=tr', 'Maç bulunamadı'], ['feedId=abc&lang=en', 'No match found'], ['', 'Maç bulunamadı'], ['feedId=1&lang=de', 'Maç bulunamadı']]) {
      const { status, html, headers } = await page(`/tracker/desktop?${query}`);
      expect(status).toBe(200);
      expect(html).toContain(text);
      expect(headers.get('content-security-policy')).toContain('frame-ancestors *');
    }
  });

  it('serves the state the page polls, which follows the clock and shows the final result', async () => {
    const state = async () => (await fetch(`${t.url}/tracker/state?feedId=${event.liveActiveExefeedId}&lang=en`)).json();
    const before = await state();
    expect(before).toMatchObject({ found: true, live: true, homeName: event.homeName, period: '1st Half', minute: event.periodMinute, suspended: false });
    await t.call('/__test/clock', { body: { advanceMinutes: 5 } });
    expect((await state()).minute).toBe(event.periodMinute + 5);
    await t.call('/__test/clock', { body: { advanceMinutes: 150 } });
    const final = await state();
    expect(final).toMatchObject({ found: true, live: false, period: 'Full Time', score: expect.stringMatching(/^\d+ : \d+$/) });
    const { status, html } = await page(`/tracker/desktop?feedId=${event.liveActiveExefeedId}&lang=en`);
    expect(status).toBe(200);
    expect(html).toContain('The match has finished');
    expect(html).not.toContain('<script>');
  });
});
