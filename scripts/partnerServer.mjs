// The demo partner: a page on an origin of its own that embeds <oyna-betslip> and <oyna-live-panel>
// from @oyna/embed (served from the package's dist under /oyna/, as a partner self-hosting it),
// themed with the partner's colours, with a login button of its own. Used by `pnpm start` and e2e.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pageFile = join(root, 'packages/embed/demo/partner.html');
const workspaceEmbedDir = join(root, 'packages/embed/dist');
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json', '.html': 'text/html; charset=utf-8' };

/** A value for the page's script: JSON that cannot close the `<script>` it sits in. */
const scriptJson = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * Listens on 127.0.0.1:`port` (0: any free port) and resolves with its origin. The Oyna site's
 * address is set afterwards (`setSiteUrl`): the site must know the partner's origin before it starts.
 * `trustedOrigins`: the partner's own portals, which may frame the page and hand it a player's login
 * with a `BOOTSTRAP_DATA` message; no other window can. `pages`: more of the partner's pages by path
 * (`{ type, body }`, `%OYNA_SITE_URL%` in a body filled in), e.g. a host built with another framework.
 * `embedDir`: the @oyna/embed files served under /oyna/ (a packed package's `dist`, as a partner has it).
 */
export async function startPartner({ port = 4322, trustedOrigins = [], pages = {}, embedDir: givenEmbedDir = workspaceEmbedDir } = {}) {
  // Absolute and without a trailing separator, so the traversal check below holds for any folder given.
  const embedDir = resolve(givenEmbedDir);
  let siteUrl = '';
  const server = createServer(async (req, res) => {
    res.setHeader('x-content-type-options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    let path;
    try {
      path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    } catch {
      // A malformed escape ('/%', '/%E0%A4%A') is a bad request, never the end of the server.
      return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
    }
    try {
      if (path === '/' || path === '/index.html') {
        const page = (await readFile(pageFile, 'utf8'))
          .replaceAll('%OYNA_SITE_URL%', siteUrl)
          .replaceAll("'%OYNA_TRUSTED_ORIGINS%'", () => scriptJson(trustedOrigins));
        res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' });
        return void res.end(page);
      }
      if (Object.hasOwn(pages, path)) {
        const { type, body } = pages[path];
        res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
        return void res.end(body.replaceAll('%OYNA_SITE_URL%', () => siteUrl));
      }
      if (path.startsWith('/oyna/')) {
        const file = normalize(join(embedDir, path.slice('/oyna/'.length)));
        if (!file.startsWith(embedDir + sep)) return void res.writeHead(404).end();
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        return void res.end(body);
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    setSiteUrl(url) {
      siteUrl = url;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
