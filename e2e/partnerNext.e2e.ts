import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, oddOnOffer, screenshot, test } from './fixtures';
import { installPacked, run, serveApp } from './packed';

// A partner's Next.js App Router page (examples/next-app), installed from the packed tarballs: a
// server component imports Oyna's widgets and renders them ('use client' in @oyna/ui makes them client
// components). Built with `next build`, served with `next start`, which rewrites the APIs and hubs
// to this worker's sandbox.
let folder = '';
let server: ChildProcess | null = null;
let appUrl = '';

test.beforeAll(async ({ stack }) => {
  test.setTimeout(300_000);
  const installed = await installPacked('next-app', ['sdk', 'ui']);
  folder = installed.folder;
  const next = 'node_modules/next/dist/bin/next';
  // The rewrites are read at build time: the back end is named then.
  const env = { OYNA_BACKEND_URL: stack.backendUrl, NEXT_TELEMETRY_DISABLED: '1' };
  // The build type-checks the app against the published types and renders the page on the server.
  await run(process.execPath, [next, 'build'], { cwd: installed.app, env: { ...process.env, ...env } });
  const served = await serveApp(installed.app, (port) => [next, 'start', '--hostname', '127.0.0.1', '--port', String(port)], (printed) => /ready/i.test(printed), env);
  server = served.process;
  appUrl = served.url;
});

test.afterAll(() => {
  server?.kill();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test("a partner's Next.js server component renders the live panel and the betslip, which work in the browser", async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The server's HTML already holds the widgets (rendered by the server component's client children).
  const html = await (await fetch(appUrl)).text();
  expect(html).toContain('Maç Keyfi');
  expect(html).toMatch(/Kupon|Bahis/);

  await page.goto(appUrl);
  const live = page.getByRole('region', { name: 'Bahisler' }).first();
  await expect(live).toBeVisible();
  const odd = await oddOnOffer(page);
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Kupon' }).getByRole('listitem')).toHaveCount(1);
  await screenshot(page, 'partner-next-390-tr');
  expect(consoleErrors).toEqual([]);
});
