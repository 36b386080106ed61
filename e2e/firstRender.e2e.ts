import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
// @ts-expect-error: plain ESM script shared with `pnpm start`
import { startStack } from '../scripts/stack.mjs';

/** Pages every crawl starts from; the rest are found by following their links. */
const SEEDS = ['/', '/promotions', '/spor/prematch/home', '/spor/live/event-view', '/casino/slot', '/casino/live', '/dashboard', '/pages', '/no-such-page'];
/** At most this many pages: one of each route shape is enough. */
const MOST_PAGES = 40;

/** A route's shape: ids become `:id`, so one page of each kind is fetched. */
const shapeOf = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id');

const scriptSources = (csp: string) => csp.split(';').find((directive) => directive.trim().startsWith('script-src'))?.trim().split(/\s+/).slice(1) ?? [];

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(json|ld\+json)"/.test(attributes!))
    .map(([, , body]) => body!);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// A site server's first render of a page once streamed React's late Suspense boundaries (the home
// sections' widgets, whose code the server had not loaded yet), and later large ones, as inline
// scripts the policy refuses: the sections stayed hidden and hydration failed. Warm servers rendered
// whole, so the journeys missed it. React also moves a large boundary out of line (over about 12 kB):
// the live seed on home did that, so home's live section fills in the browser.
test('on a site server that has served nothing yet, every page renders whole, its inline scripts all allowed by its policy', async ({
  stack,
  backend,
}) => {
  void backend;
  const site = await startStack({ backendUrl: stack.backendUrl, sitePort: 0, quiet: true, siteCacheSeconds: 0 });
  try {
    const queue = [...SEEDS];
    const shapes = new Set(SEEDS.map(shapeOf));
    const problems: string[] = [];
    let fetched = 0;
    while (queue.length > 0 && fetched < MOST_PAGES) {
      const path = queue.shift()!;
      const response = await fetch(new URL(path, site.siteUrl), { headers: { 'accept-language': 'tr' } });
      fetched += 1;
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) continue;
      const html = await response.text();
      const allowed = new Set(scriptSources(response.headers.get('content-security-policy') ?? ''));
      if (/<template id="[^"]*"><\/template>|\$RC\(/.test(html)) problems.push(`${path}: a streamed Suspense boundary`);
      if (html.includes('<!--$!-->')) problems.push(`${path}: a Suspense boundary the server gave up on (the browser renders it again)`);
      for (const script of inlineScripts(html)) {
        if (!allowed.has(sha256(script))) problems.push(`${path}: an inline script the policy refuses: ${script.slice(0, 60)}`);
      }
      for (const [, href] of html.matchAll(/href="(\/[^"#?]*)"/g)) {
        if (href!.startsWith('/_astro/') || href!.startsWith('/api/') || shapes.has(shapeOf(href!))) continue;
        shapes.add(shapeOf(href!));
        queue.push(href!);
      }
    }
    expect(fetched).toBeGreaterThan(SEEDS.length);
    expect(problems).toEqual([]);
  } finally {
    await site.stop();
  }
});
