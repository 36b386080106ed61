// @vitest-environment node
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script shared with `pnpm start`
import { startPartner } from '../../../scripts/partnerServer.mjs';

// The demo partner (`pnpm start`, the embed e2e) serves the packed element files from a folder it is
// given: a stranger's path may neither leave that folder nor stop the server.
const embedDir = fileURLToPath(new URL('../dist/', import.meta.url));
let partner: { origin: string; stop(): Promise<void> };

/** The status of a GET of `path` sent as written (no URL normalising on the way). */
const statusOf = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const sent = request(partner.origin, { path, method: 'GET' }, (answer) => {
      answer.resume();
      resolve(answer.statusCode!);
    });
    sent.on('error', reject);
    sent.end();
  });

beforeAll(async () => {
  partner = await startPartner({ port: 0, embedDir });
});
afterAll(() => partner.stop());

describe('the demo partner under attack', () => {
  it.each(['/oyna/../package.json', '/oyna/%2e%2e/%2e%2e/package.json', '/oyna/..%2f..%2fREADME.md', '/oyna/elements/../../../../etc/passwd', '/oyna/%00'])(
    'serves nothing outside the element files for %s',
    async (path) => {
      expect(await statusOf(path)).toBe(404);
    },
  );

  it('answers a malformed escape with 400 and goes on serving', async () => {
    expect(await statusOf('/%')).toBe(400);
    expect(await statusOf('/oyna/%E0%A4%A')).toBe(400);
    expect(await statusOf('/oyna/oyna-embed.js')).toBe(200);
  });
});
