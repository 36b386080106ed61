import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test as base, expect, type Frame, type Locator, type Page, type WebSocket } from '@playwright/test';
import { build } from 'esbuild';
// @ts-expect-error: plain ESM script shared with `pnpm start`
import { startStack } from '../scripts/stack.mjs';
// @ts-expect-error: plain ESM script shared with the bench
import { staticClosure } from '../scripts/importGraph.mjs';
import { Backend, DEMO, oddOnOffer, ON_OFFER, screenshot } from './fixtures';
import { unpacked } from './packed';

/** Opens a live event whose markets are on offer: the second such, since the first may be about to end. */
const openEventOnOffer = (live: Locator) => live.getByRole('link', { name: ON_OFFER }).nth(1).click();

interface PartnerStack {
  siteUrl: string;
  backendUrl: string;
  partnerUrl: string;
  /** The partner's own portal, framing the partner page: trusted to hand it a login. */
  portalUrl: string;
  /** Any other site framing the partner page: not trusted. */
  strangerUrl: string;
  /** The packed @oyna/embed files the partner serves under /oyna/. */
  embedDir: string;
}

/**
 * A window on an origin of its own (`http://<hostName>:<port>`, listening on 127.0.0.1) whose page
 * frames the demo partner, as a parent window handing it a login would.
 */
async function startFramingWindow(hostName: string) {
  let framed = 'about:blank';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(`<!doctype html><html lang="tr"><title>${hostName}</title>
<iframe title="Kupon Keyfi" src="${framed}" style="width: 1400px; height: 860px; border: 0"></iframe></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://${hostName}:${port}`,
    frame(url: string) {
      framed = url;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The demo partner beside its own sandbox and site: its origin is the one the back end's CORS answers. */
const test = base.extend<{ pageSockets: WebSocket[] }, { partner: PartnerStack }>({
  partner: [
    async ({}, use) => {
      const folder = mkdtempSync(join(tmpdir(), 'oyna-embed-e2e-'));
      // Two origins besides the partner's (127.0.0.1 and localhost are different sites as well).
      const portal = await startFramingWindow('localhost');
      const stranger = await startFramingWindow('127.0.0.1');
      const embedDir = join(unpacked('embed', folder), 'dist');
      const stack = await startStack({
        sandboxPort: 0,
        sitePort: 0,
        partnerPort: 0,
        partnerTrustedOrigins: [portal.origin],
        partnerPages: {
          '/react-host.html': {
            type: 'text/html; charset=utf-8',
            body: '<!doctype html><html lang="tr" data-site="%OYNA_SITE_URL%"><title>React host</title><div id="host"></div><script type="module" src="/react-host.js"></script></html>',
          },
          '/react-host.js': { type: 'text/javascript; charset=utf-8', body: await reactHostScript() },
          '/vue-host.html': {
            type: 'text/html; charset=utf-8',
            body: '<!doctype html><html lang="tr" data-site="%OYNA_SITE_URL%"><title>Vue host</title><partner-shell></partner-shell><script type="module" src="/vue-host.js"></script></html>',
          },
          '/vue-host.js': { type: 'text/javascript; charset=utf-8', body: await vueHostScript() },
        },
        // The element files a partner gets from the registry: the packed package, not the workspace's build.
        partnerEmbedDir: embedDir,
        testHooks: true,
        dbPath: join(folder, 'sandbox.sqlite'),
        quiet: true,
      });
      portal.frame(stack.partnerUrl);
      stranger.frame(stack.partnerUrl);
      await use({
        siteUrl: stack.siteUrl,
        backendUrl: stack.backendUrl,
        partnerUrl: stack.partnerUrl,
        portalUrl: portal.origin,
        strangerUrl: stranger.origin,
        embedDir,
      });
      await stack.stop();
      await Promise.all([portal.stop(), stranger.stop()]);
      rmSync(folder, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // Every WebSocket the page opens, to count those still open.
  pageSockets: async ({ page }, use) => {
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => sockets.push(socket));
    await use(sockets);
  },
});

/** What the host page heard, in order: every `oyna:*` event with its detail and whether it was cancelable. */
async function listenToOyna(page: Page) {
  await page.addInitScript(() => {
    const heard: Array<{ type: string; detail: unknown; cancelable: boolean }> = [];
    (window as unknown as { heard: typeof heard }).heard = heard;
    for (const type of ['oyna:login-requested', 'oyna:bet-placed', 'oyna:betslip-changed', 'oyna:session-changed', 'oyna:route-requested', 'oyna:deposit-requested']) {
      document.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail, cancelable: event.cancelable }));
    }
  });
  return async (type: string) =>
    (await page.evaluate(() => (window as unknown as { heard: Array<{ type: string; detail: unknown }> }).heard)).filter((event) => event.type === type);
}

/** What the host page reads of the runtime now: `Oyna.betslip` and `Oyna.session`. */
const readOyna = (page: Page) =>
  page.evaluate(async () => {
    const { Oyna } = (await import('/oyna/oyna-embed.js' as string)) as typeof import('../packages/embed/src/index');
    return { betslip: Oyna.betslip, session: Oyna.session };
  });

const openSockets = (sockets: WebSocket[]) => sockets.filter((socket) => !socket.isClosed()).length;

/** The player's login as the back end answers it: what a partner's portal hands over. */
async function loginOf(backendUrl: string): Promise<Record<string, unknown>> {
  const headers = { 'x-fingerprint': 'kupon-keyfi-portal' };
  const guest = await (await fetch(`${backendUrl}/api/auth/token`, { headers })).json();
  const answer = await (
    await fetch(`${backendUrl}/api/auth/login`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${guest.data}` },
      body: JSON.stringify(DEMO),
    })
  ).json();
  expect(answer.success).toBe(true);
  return answer.data;
}

const handoff = (login: Record<string, unknown>) => ({ type: 'BOOTSTRAP_DATA', data: { authData: JSON.stringify(login) } });

/** Messages no parent should be able to break the page with. */
const MALFORMED: unknown[] = [
  null,
  'BOOTSTRAP_DATA',
  { type: 'BOOTSTRAP_DATA' },
  { type: 'BOOTSTRAP_DATA', data: 'x'.repeat(200_000) },
  { type: 'BOOTSTRAP_DATA', data: { authData: '{"token":' } },
  { type: 'BOOTSTRAP_DATA', data: { authData: JSON.stringify({ token: 7, username: ['mallory'] }), lang: '../../etc' } },
  { type: 'BOOTSTRAP_DATA', data: JSON.parse('{"__proto__":{"polluted":true}}') },
];

/** The partner page framed by the window at `url`, with a login button and My Bets added, once they show. */
async function openFramed(page: Page, url: string): Promise<Frame> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url);
  const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
  if (!frame) throw new Error('the partner page is not framed');
  await frame.evaluate(() => document.querySelector('header')!.append(document.createElement('oyna-login-button'), document.createElement('oyna-my-bets')));
  // The first element loads the runtime (a busy machine takes its time).
  await expect(frame.locator('oyna-login-button').getByRole('button', { name: 'Giriş Yap' })).toBeVisible({ timeout: 20_000 });
  await expect(frame.locator('oyna-betslip').getByRole('region').first()).toBeVisible();
  return frame;
}

/** Posts `messages` from the parent window to the framed page; resolves once the page has received them all. */
async function postToFrame(page: Page, frame: Frame, messages: unknown[], targetOrigin: string) {
  const end = `e2e:end:${Math.random()}`;
  await frame.evaluate((end) => {
    (window as unknown as { heardEnd?: boolean }).heardEnd = false;
    addEventListener('message', (event) => {
      if (event.data === end) (window as unknown as { heardEnd?: boolean }).heardEnd = true;
    });
  }, end);
  await page.evaluate(
    ({ messages, targetOrigin }) => {
      const target = document.querySelector('iframe')!.contentWindow!;
      for (const message of messages) target.postMessage(message, targetOrigin);
    },
    { messages: [...messages, end], targetOrigin },
  );
  // Messages arrive in order, each handled by every listener before the next: the handoff has seen them all.
  await expect.poll(() => frame.evaluate(() => (window as unknown as { heardEnd?: boolean }).heardEnd)).toBe(true);
}

/** Every element shows the player: name and balance in the login button, My Bets in the betslip and its own element. */
async function expectPlayerEverywhere(page: Page, scope: Page | Frame) {
  const loginButton = scope.locator('oyna-login-button');
  await expect(loginButton.getByText(DEMO.username)).toBeVisible();
  await expect(loginButton.getByText(/^Bakiye: .*1\.234,50/)).toBeVisible();
  await expect(loginButton.getByRole('button', { name: 'Giriş Yap' })).toHaveCount(0);
  await expect(scope.locator('oyna-betslip').getByRole('button', { name: 'Bahislerim' })).toBeVisible();
  const myBets = scope.locator('oyna-my-bets');
  await myBets.getByRole('button', { name: 'Bahislerim' }).click();
  const dialog = myBets.getByRole('dialog', { name: 'Bahislerim' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Counts the page's timers still to run (timeouts not yet fired or cleared, intervals not cleared),
 * whoever starts them: read with `liveTimers(page)`.
 */
async function trackTimers(page: Page) {
  await page.addInitScript(() => {
    const live = new Set<number>();
    const { setTimeout: setT, setInterval: setI, clearTimeout: clearT, clearInterval: clearI } = window;
    const clear = (id?: number) => {
      if (id !== undefined) live.delete(id);
      clearT(id);
    };
    Object.assign(window, {
      setTimeout(handler: TimerHandler, ms?: number, ...args: unknown[]) {
        const id: number = setT(
          (...given: unknown[]) => {
            live.delete(id);
            if (typeof handler === 'function') handler(...given);
          },
          ms,
          ...args,
        );
        live.add(id);
        return id;
      },
      setInterval(handler: TimerHandler, ms?: number, ...args: unknown[]) {
        const id: number = setI(handler, ms, ...args);
        live.add(id);
        return id;
      },
      clearTimeout: clear,
      clearInterval: (id?: number) => {
        clear(id);
        clearI(id);
      },
      liveTimers: () => live.size,
    });
  });
}
const liveTimers = (page: Page) => page.evaluate(() => (window as unknown as { liveTimers: () => number }).liveTimers());

/** A partner's own script as the partner's bundler would ship it (React or Vue from npm, our runtime from /oyna/). */
async function partnerBundle(contents: string, define: Record<string, string> = {}): Promise<string> {
  const bundle = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    external: ['/oyna/*'],
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    logLevel: 'silent',
  });
  return bundle.outputFiles[0]!.text;
}

/**
 * A partner page that is itself a React app (React from npm, bundled by the partner), putting the
 * login button, the live panel and the betslip in its tree with a theme from its state, and taking them out again.
 */
const reactHostScript = () =>
  partnerBundle(`
    import { createElement as h, useState } from 'react';
    import { createRoot } from 'react-dom/client';
    import { Oyna } from '/oyna/oyna-embed.js';
    window.Oyna = Oyna;
    function Host() {
      const [shown, setShown] = useState(true);
      const [theme, setTheme] = useState('light');
      return h('main', null,
        h('button', { type: 'button', onClick: () => setTheme(theme === 'light' ? 'dark' : 'light') }, 'Tema değiştir'),
        h('button', { type: 'button', onClick: () => setShown(!shown) }, shown ? 'Kuponu kaldır' : 'Kuponu göster'),
        shown ? h('section', { 'aria-label': 'Oyna' }, h('oyna-login-button', { theme }), h('oyna-live-panel', { theme }), h('oyna-betslip', { theme })) : null);
    }
    Oyna.configure({ siteUrl: document.documentElement.dataset.site, locale: 'tr' });
    createRoot(document.getElementById('host')).render(h(Host));
  `);

/**
 * A partner page built with Vue (from npm, bundled by the partner) inside the partner's own web
 * component: the Vue app lives in that component's shadow root, so each of our elements' shadow
 * roots sits inside another one. Vue binds the theme and adds and removes the elements with `v-if`.
 */
const vueHostScript = () =>
  partnerBundle(
    `
    import { createApp, h, ref } from 'vue';
    import { Oyna } from '/oyna/oyna-embed.js';
    window.Oyna = Oyna;
    const Host = {
      setup() {
        const shown = ref(true);
        const theme = ref('light');
        return () => h('main', null, [
          h('button', { type: 'button', onClick: () => (theme.value = theme.value === 'light' ? 'dark' : 'light') }, 'Tema değiştir'),
          h('button', { type: 'button', onClick: () => (shown.value = !shown.value) }, shown.value ? 'Kuponu kaldır' : 'Kuponu göster'),
          shown.value
            ? h('section', { 'aria-label': 'Oyna' }, [
                h('oyna-login-button', { theme: theme.value }),
                h('oyna-live-panel', { theme: theme.value }),
                h('oyna-betslip', { theme: theme.value }),
              ])
            : null,
        ]);
      },
    };
    customElements.define('partner-shell', class extends HTMLElement {
      connectedCallback() {
        if (this.shadowRoot) return;
        const mount = document.createElement('div');
        this.attachShadow({ mode: 'open' }).append(mount);
        createApp(Host).mount(mount);
      }
    });
    Oyna.configure({ siteUrl: document.documentElement.dataset.site, locale: 'tr' });
  `,
    { __VUE_OPTIONS_API__: 'false', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
  );

const guestIn = async (scope: Frame) => {
  await expect(scope.locator('oyna-login-button').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect(scope.locator('oyna-betslip').getByRole('button', { name: 'Bahislerim' })).toHaveCount(0);
};

test('the demo partner embeds the live panel and the betslip on one runtime, in its own theme, and hears every event', async ({ page, partner, pageSockets }) => {
  // A whole partner journey: picks, a guest's login request, the host's login, a bet, every element removed.
  test.slow();
  await trackTimers(page);
  const heard = await listenToOyna(page);
  await new Backend(partner.backendUrl).setBalance(DEMO.username, 1234.5);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(partner.partnerUrl);
  // Two more elements in the partner's header: the login is one for all four.
  await page.evaluate(() => document.querySelector('header')!.append(document.createElement('oyna-login-button'), document.createElement('oyna-my-bets')));

  const live = page.locator('oyna-live-panel');
  const slip = page.locator('oyna-betslip');
  // Choosing an event shows its markets in the element (the site's event page is not the partner's).
  await openEventOnOffer(live);
  expect(new URL(page.url()).origin).toBe(partner.partnerUrl);
  const odd = await oddOnOffer(live);

  // A pick pressed in the live panel element shows in the betslip element: one betslip.
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  await expect.poll(async () => (await heard('oyna:betslip-changed')).length).toBeGreaterThan(0);
  // The host reads the slip and the session whenever it likes, not only from events.
  const [oddId] = ((await heard('oyna:betslip-changed')).at(-1)!.detail as { oddIds: number[] }).oddIds;
  await expect.poll(async () => (await readOyna(page)).betslip?.picks.map((pick) => pick.oddId)).toEqual([oddId]);
  const label = (await odd.getAttribute('aria-label'))!;
  expect(await readOyna(page)).toMatchObject({
    betslip: { type: 'single', multipleStake: null, canBet: false, picks: [{ oddId, eventName: label.slice(0, label.indexOf(', ')), stake: null, rate: expect.any(Number) }] },
    session: { status: 'guest' },
  });

  // The partner's green (--oyna-color-accent: #0b6e4f) is what a pressed odd is painted with
  // (the pointer moved off it: hovered, it takes --oyna-color-accent-hover).
  await page.mouse.move(0, 0);
  expect(await odd.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(11, 110, 79)');
  // An attribute change re-renders the element: the betslip turns dark, the live panel stays light.
  await expect(slip.locator('.oyna-theme-light')).toHaveCount(1);
  await slip.evaluate((element) => element.setAttribute('theme', 'dark'));
  await expect(slip.locator('.oyna-theme-dark')).toHaveCount(1);
  await expect(live.locator('.oyna-theme-light')).toHaveCount(1);
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  // The partner's page keeps its own styles: nothing of the widgets' reset leaked out.
  expect(await page.locator('header h1').evaluate((heading) => getComputedStyle(heading).fontFamily)).toContain('Georgia');

  // A guest placing a bet is asked to log in (Place Bet itself asks, as the slip's link does); the
  // host hears it and shows its own login instead.
  await slip.getByRole('textbox', { name: /^Tutar: / }).fill('25');
  await slip.getByRole('button', { name: 'Bahis Yap' }).click();
  await expect.poll(async () => (await heard('oyna:login-requested')).length).toBe(1);
  expect((await heard('oyna:login-requested'))[0]).toMatchObject({ detail: { source: 'oyna-betslip' } });
  await expect(slip.getByRole('alert')).toContainText('Lütfen önce giriş yapın');
  const partnerLogin = page.getByRole('dialog', { name: 'Kupon Keyfi girişi' });
  await expect(partnerLogin).toBeVisible();
  await expect(slip.getByRole('dialog')).toHaveCount(0);

  // The host's own login, handed over with Oyna.player: the betslip places the bet as that player.
  await partnerLogin.getByLabel('Kullanıcı adı').fill(DEMO.username);
  await partnerLogin.getByLabel('Şifre').fill(DEMO.password);
  await partnerLogin.getByRole('button', { name: 'Giriş' }).click();
  await expect(partnerLogin).toBeHidden();
  await expect(page.locator('#partner-player')).toHaveText(DEMO.username);
  await expectPlayerEverywhere(page, page);
  await expect.poll(async () => (await heard('oyna:session-changed')).map((event) => event.detail)).toEqual([
    { status: 'player', username: DEMO.username, balance: 1234.5 },
  ]);
  expect((await readOyna(page)).session).toEqual({ status: 'player', username: DEMO.username, balance: 1234.5 });
  // The host logged in on its own (another anonymous session): the player's slip is their own.
  if ((await slip.getByRole('listitem').count()) === 0) await odd.click();
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  await slip.getByRole('textbox', { name: /^Tutar: / }).fill('25');
  await slip.getByRole('button', { name: 'Bahis Yap' }).click();
  await expect(slip.getByText('Kuponunuz oluşturuldu')).toBeVisible();
  await expect.poll(async () => (await heard('oyna:bet-placed')).length).toBe(1);
  const [placed] = await heard('oyna:bet-placed');
  expect(placed!.detail).toEqual({ couponIds: [expect.any(Number)], stake: 25, currency: 'TRY' });

  // The player's hubs are open; removing every element closes them: no socket is left.
  await expect.poll(() => openSockets(pageSockets)).toBeGreaterThan(0);
  await page.evaluate(() => document.querySelectorAll('oyna-live-panel, oyna-betslip, oyna-login-button, oyna-my-bets').forEach((element) => element.remove()));
  await expect.poll(() => openSockets(pageSockets)).toBe(0);
  // Nor a timer (the balance poll, the hubs' keep-alives, toasts): the plain page is as it was.
  await expect.poll(() => liveTimers(page)).toBe(0);
});

test('a BOOTSTRAP_DATA from a foreign origin is ignored, and a login button shows the guest the built-in login', async ({ page, partner }) => {
  const heard = await listenToOyna(page);
  await page.goto(partner.partnerUrl);
  // A stranger's window posting a login: not a trusted origin, not the parent, so nothing changes.
  await page.evaluate(() => {
    window.postMessage({ type: 'BOOTSTRAP_DATA', data: { authData: JSON.stringify({ token: 'forged', username: 'mallory', balance: 1e9 }) } }, '*');
  });
  await page.evaluate(() => {
    const button = document.createElement('oyna-login-button');
    document.body.prepend(button);
  });
  const button = page.locator('oyna-login-button');
  await expect(button.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect(button.getByText('mallory')).toHaveCount(0);
  // With the host's listener gone, the default runs: the login dialog opens inside the element.
  await page.evaluate(() => {
    (window as unknown as { loginRequests: number }).loginRequests = 0;
    window.addEventListener('oyna:login-requested', () => (window as unknown as { loginRequests: number }).loginRequests++, { capture: true });
    document.addEventListener('oyna:login-requested', (event) => event.stopImmediatePropagation(), { capture: true });
  });
  await button.getByRole('button', { name: 'Giriş Yap' }).click();
  const dialog = button.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(dialog).toBeVisible();
  // Focus stays in the dialog inside the shadow root, and Escape closes it.
  await expect(dialog.getByLabel('Kullanıcı adı')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await heard('oyna:login-requested')).length).toBe(0);
  // One click, one request (the dialog's code loading once made it two).
  expect(await page.evaluate(() => (window as unknown as { loginRequests: number }).loginRequests)).toBe(1);
});

test('the prematch tree, a casino lobby and the jackpots render in their elements, each with the styles of its own widgets', async ({ page, partner }) => {
  await page.goto(partner.partnerUrl);
  await page.evaluate(() => {
    const prematch = document.createElement('oyna-prematch');
    prematch.setAttribute('view', 'tree');
    const lobby = document.createElement('oyna-casino-lobby');
    lobby.setAttribute('lobby', 'slots');
    lobby.setAttribute('jackpots', 'false');
    document.body.append(prematch, lobby, document.createElement('oyna-jackpots'));
  });
  const transparent = 'rgba(0, 0, 0, 0)';
  const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

  const tree = page.locator('oyna-prematch').getByRole('navigation', { name: 'Spor bahisleri' });
  await expect(tree.getByRole('region', { name: 'Öne Çıkan Ligler' }).getByRole('button').first()).toBeVisible();
  expect(await background(tree.getByRole('button', { name: /^24S,/ }))).not.toBe(transparent);

  const lobby = page.locator('oyna-casino-lobby');
  const rail = lobby.getByRole('navigation', { name: 'Oyun kategorileri' });
  await expect(rail.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  expect(await background(rail.getByRole('button').first())).not.toBe(transparent);
  await expect(lobby.getByRole('button', { name: /: oyna$/ }).first()).toBeVisible();
  await expect(lobby.getByRole('region', { name: 'Jackpotlar' })).toHaveCount(0);

  const jackpots = page.locator('oyna-jackpots').getByRole('region', { name: 'Jackpotlar' });
  await expect(jackpots.getByRole('img', { name: 'Clover Chance' })).toBeVisible();
  // The back end names its artwork root-relative: it loads from the API's origin, not the partner's.
  const logo = jackpots.getByRole('img', { name: 'Clover Chance' }).first();
  await expect(logo).toHaveAttribute('src', `${partner.siteUrl}/api/casino/art/jackpots/clover-chance/logo.svg`);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(jackpots.getByRole('listitem').first()).toContainText('₺');
  await page.locator('oyna-prematch').scrollIntoViewIfNeeded();
  await screenshot(page, 'embed-prematch-1440-tr');
  await page.locator('oyna-casino-lobby').scrollIntoViewIfNeeded();
  await screenshot(page, 'embed-casino-1440-tr');
});

test('a site on another origin framing the partner page cannot hand it a login, however it words the message', async ({ page, partner }) => {
  // A third window, a framed page, and the runtime loading in it.
  test.slow();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const frame = await openFramed(page, partner.strangerUrl);
  // A real player's login, but from a parent the partner does not trust: nothing changes.
  await postToFrame(page, frame, [handoff(await loginOf(partner.backendUrl)), ...MALFORMED], '*');
  // Framed by a page of the same site, the partner page has its storage: no login was written to it
  // (the embed keeps its keys under 'oyna:', and no key of the spec's name either).
  expect(await frame.evaluate(() => [localStorage.getItem('oyna:authData'), localStorage.getItem('authData')])).toEqual([null, null]);
  await guestIn(frame);
  expect(errors).toEqual([]);
});

test("the partner's own portal hands the framed page a login (BOOTSTRAP_DATA): every element shows the player; malformed messages break nothing", async ({ page, partner }) => {
  // A third window, a framed page, and the runtime loading in it.
  test.slow();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await new Backend(partner.backendUrl).setBalance(DEMO.username, 1234.5);
  const frame = await openFramed(page, partner.portalUrl);
  await postToFrame(page, frame, MALFORMED, partner.partnerUrl);
  await guestIn(frame);
  await postToFrame(page, frame, [handoff(await loginOf(partner.backendUrl))], partner.partnerUrl);
  await expectPlayerEverywhere(page, frame);
  expect(errors).toEqual([]);
});

test("the partner's storage stays the partner's: login and logout change Oyna's keys only, and the page stays where it is", async ({ page, partner }) => {
  await page.goto(partner.partnerUrl);
  // The partner's own keys, one of them with a name the spec gives Oyna's login: the embed's are under 'oyna:'.
  const partnerKeys = { cart: '3 ürün', authData: 'the partner’s own', tab: 'kuponlar' };
  await page.evaluate((keys) => {
    localStorage.setItem('cart', keys.cart);
    localStorage.setItem('authData', keys.authData);
    sessionStorage.setItem('tab', keys.tab);
    document.querySelector('header')!.append(document.createElement('oyna-login-button'));
  }, partnerKeys);
  const partnerStorage = () =>
    page.evaluate(() => ({ cart: localStorage.getItem('cart'), authData: localStorage.getItem('authData'), tab: sessionStorage.getItem('tab') }));
  const loginButton = page.locator('oyna-login-button');

  // The partner's own login (it listens for oyna:login-requested) hands the player over with Oyna.player.
  await loginButton.getByRole('button', { name: 'Giriş Yap' }).click();
  const partnerLogin = page.getByRole('dialog', { name: 'Kupon Keyfi girişi' });
  await partnerLogin.getByLabel('Kullanıcı adı').fill(DEMO.username);
  await partnerLogin.getByLabel('Şifre').fill(DEMO.password);
  await partnerLogin.getByRole('button', { name: 'Giriş' }).click();
  await expect(loginButton.getByText(DEMO.username)).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('oyna:authData') ?? '{}').username)).toBe(DEMO.username);
  expect(await partnerStorage()).toEqual(partnerKeys);

  const address = page.url();
  await loginButton.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(loginButton.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  // Oyna's keys are gone (a guest's token and device id may come back as the widgets go on as a guest).
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('oyna:') && !['oyna:anonToken', 'oyna:fingerprint'].includes(key))))
    .toEqual([]);
  expect(await partnerStorage()).toEqual(partnerKeys);
  expect(page.url()).toBe(address);
});

test("a dialog takes the theme set on the ancestor of the element that opened it, whichever element was used before", async ({ page, partner }) => {
  await page.goto(partner.partnerUrl);
  await page.evaluate(() => {
    const zone = document.createElement('div');
    zone.style.setProperty('--oyna-color-surface', 'rgb(1, 2, 3)');
    zone.append(document.createElement('oyna-login-button'));
    document.body.prepend(zone);
    // No host listener: the built-in login opens.
    document.addEventListener('oyna:login-requested', (event) => event.stopImmediatePropagation(), { capture: true });
  });
  const slip = page.locator('oyna-betslip');
  // The player used the betslip last (it takes the page's light theme).
  await slip.getByRole('region', { name: 'Kupon' }).click();
  const button = page.locator('oyna-login-button');
  await button.getByRole('button', { name: 'Giriş Yap' }).click();
  const dialog = button.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(dialog).toBeVisible();
  await expect(slip.getByRole('dialog')).toHaveCount(0);
  expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(1, 2, 3)');
});

test('the loader asks for every chunk the elements need at once: none is found only once the one importing it has arrived', async ({ page, partner }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace('/oyna/', ''));
  });
  await page.goto(partner.partnerUrl);
  await oddOnOffer(page.locator('oyna-live-panel'));
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname.replace('/oyna/', '')),
  );
  // What the loader's own file imports comes with it, and what is imported on demand (the fingerprint
  // library, the hubs' client) when asked for; every chunk the two elements import was hinted up front.
  const closure = (files: string[]) => (staticClosure(files.map((file) => join(partner.embedDir, file))) as string[]).map((file) => relative(partner.embedDir, file));
  const loader = closure(['oyna-embed.js']);
  const elements = closure(['oyna-runtime.js', 'elements/betslip.js', 'elements/live-panel.js']);
  expect(preloaded.length).toBeGreaterThan(10);
  expect(elements.filter((file) => !loader.includes(file) && !preloaded.includes(file))).toEqual([]);
  expect(scripts).toEqual(expect.arrayContaining(elements));
  expect(preloaded).toEqual(expect.arrayContaining(['elements/betslip.js', 'elements/live-panel.js', 'oyna-runtime.js']));
});

test("the elements fit the partner's layout: a flex header, a grid cell and a 320 px column, each usable", async ({ page, partner }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(partner.partnerUrl);
  await page.evaluate(() => {
    const bar = document.createElement('nav');
    bar.style.cssText = 'display:flex;align-items:center;gap:8px';
    bar.append(document.createElement('oyna-login-button'), document.createElement('oyna-my-bets'));
    document.querySelector('header')!.append(bar);
    const column = document.createElement('div');
    column.id = 'narrow-column';
    column.style.cssText = 'width:320px;margin:24px';
    column.append(document.createElement('oyna-live-panel'));
    document.body.append(column);
  });
  const loginButton = page.locator('oyna-login-button');
  const myBets = page.locator('oyna-my-bets');
  const box = async (locator: Locator) => (await locator.boundingBox())!;

  // In the flex header: each as wide as its button, side by side, each taking its own clicks.
  await expect(loginButton.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  expect((await box(loginButton)).width).toBeGreaterThan(40);
  await loginButton.getByRole('button', { name: 'Giriş Yap' }).click();
  const partnerLogin = page.getByRole('dialog', { name: 'Kupon Keyfi girişi' });
  await partnerLogin.getByLabel('Kullanıcı adı').fill(DEMO.username);
  await partnerLogin.getByLabel('Şifre').fill(DEMO.password);
  await partnerLogin.getByRole('button', { name: 'Giriş' }).click();
  await expect(myBets.getByRole('button', { name: 'Bahislerim' })).toBeVisible();
  const [login, bets] = [await box(loginButton), await box(myBets)];
  expect(bets.width).toBeGreaterThan(40);
  expect(login.x + login.width <= bets.x || bets.x + bets.width <= login.x).toBe(true);
  await screenshot(page, 'embed-layouts-1440-tr');
  await myBets.getByRole('button', { name: 'Bahislerim' }).click();
  await expect(myBets.getByRole('dialog', { name: 'Bahislerim' })).toBeVisible();
  await page.keyboard.press('Escape');

  // In the page's grid cell (360 px): the slip fills it.
  const slip = page.locator('oyna-betslip');
  const cell = await box(page.locator('aside'));
  expect(Math.round((await box(slip)).width)).toBe(Math.round(cell.width));

  // In a 320 px column: the live panel stays inside it, its rows readable and pickable.
  const narrow = page.locator('#narrow-column oyna-live-panel');
  await narrow.scrollIntoViewIfNeeded();
  const row = narrow.getByRole('link').filter({ hasText: /\d/ }).first();
  await expect(row).toBeVisible();
  expect((await box(narrow)).width).toBeLessThanOrEqual(320);
  expect(await narrow.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
});

test('in a host that is itself a React app, the elements mount, follow the attributes React sets and give everything back when React unmounts them', async ({ page, partner, pageSockets }) => {
  test.slow();
  await trackTimers(page);
  await page.goto(`${partner.partnerUrl}/react-host.html`);

  const slip = page.locator('oyna-betslip');
  const loginButton = page.locator('oyna-login-button');
  await expect(loginButton.getByRole('button', { name: 'Giriş Yap' })).toBeVisible({ timeout: 20_000 });
  await expect(slip.locator('.oyna-theme-light')).toHaveCount(1);
  const login = await loginOf(partner.backendUrl);
  await page.evaluate((login) => {
    (window as unknown as { Oyna: { player: unknown } }).Oyna.player = login;
  }, login);
  await expect(loginButton.getByText(DEMO.username)).toBeVisible();
  await expect(slip.getByRole('button', { name: 'Bahislerim' })).toBeVisible();
  // The live panel's events, and the hubs of the player and the feed, open.
  await expect(page.locator('oyna-live-panel').getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => openSockets(pageSockets)).toBeGreaterThan(0);

  // React sets the attribute; the elements render again, the player kept.
  await page.getByRole('button', { name: 'Tema değiştir' }).click();
  await expect(slip.locator('.oyna-theme-dark')).toHaveCount(1);
  await expect(loginButton.locator('.oyna-theme-dark')).toHaveCount(1);
  await expect(loginButton.getByText(DEMO.username)).toBeVisible();

  // While they show, the runtime has timers running (the balance poll at least).
  expect(await liveTimers(page)).toBeGreaterThan(0);
  // React takes them out: no socket, no timer is left running.
  await page.getByRole('button', { name: 'Kuponu kaldır' }).click();
  await expect(page.locator('oyna-betslip, oyna-live-panel, oyna-login-button')).toHaveCount(0);
  await expect.poll(() => openSockets(pageSockets)).toBe(0);
  await expect.poll(() => liveTimers(page)).toBe(0);

  // And back: a fresh start with the login the host handed over.
  await page.getByRole('button', { name: 'Kuponu göster' }).click();
  await expect(loginButton.getByText(DEMO.username)).toBeVisible({ timeout: 15_000 });
  await expect(slip.locator('.oyna-theme-dark')).toHaveCount(1);
});

test('in a Vue app inside the partner’s own shadow root, the elements share one slip, keep their dialogs usable, follow Vue’s bindings and give everything back when Vue removes them', async ({ page, partner, pageSockets }) => {
  test.slow();
  await trackTimers(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${partner.partnerUrl}/vue-host.html`);

  const shell = page.locator('partner-shell');
  const loginButton = shell.locator('oyna-login-button');
  const live = shell.locator('oyna-live-panel');
  const slip = shell.locator('oyna-betslip');
  await expect(loginButton.getByRole('button', { name: 'Giriş Yap' })).toBeVisible({ timeout: 20_000 });
  // Our shadow roots inside the partner's: none of the elements is in the document's own tree.
  expect(await page.evaluate(() => document.querySelectorAll('oyna-betslip, oyna-live-panel, oyna-login-button').length)).toBe(0);
  await expect(slip.locator('.oyna-theme-light')).toHaveCount(1);

  // One runtime across the nested roots: a pick pressed in the live panel shows in the betslip.
  // An event's markets open in the element.
  await openEventOnOffer(live);
  const odd = await oddOnOffer(live);
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.getByRole('listitem')).toHaveCount(1);

  // A dialog opens inside the element, keeps the focus in itself and closes with Escape.
  await loginButton.getByRole('button', { name: 'Giriş Yap' }).click();
  const dialog = loginButton.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Kullanıcı adı')).toBeFocused();
  const focusInDialog = () =>
    dialog.evaluate((element) => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return element.contains(active);
    });
  for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab']) {
    await page.keyboard.press(key);
    expect(await focusInDialog(), `focus after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Vue sets the attribute; every element renders again, the pick kept.
  await shell.getByRole('button', { name: 'Tema değiştir' }).click();
  await expect(slip.locator('.oyna-theme-dark')).toHaveCount(1);
  await expect(live.locator('.oyna-theme-dark')).toHaveCount(1);
  await expect(slip.getByRole('listitem')).toHaveCount(1);

  // The live feed's hub is open and timers run while they show; Vue takes them out: nothing is left.
  await expect.poll(() => openSockets(pageSockets)).toBeGreaterThan(0);
  expect(await liveTimers(page)).toBeGreaterThan(0);
  await shell.getByRole('button', { name: 'Kuponu kaldır' }).click();
  await expect(shell.locator('oyna-betslip, oyna-live-panel, oyna-login-button')).toHaveCount(0);
  await expect.poll(() => openSockets(pageSockets)).toBe(0);
  await expect.poll(() => liveTimers(page)).toBe(0);
});
