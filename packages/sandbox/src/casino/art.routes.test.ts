import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';
import { CATALOGUE } from './games.catalogue.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const get = (path: string) => fetch(t.url + path);

async function expectSvg(path: string, label?: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=604800, immutable');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  const svg = await response.text();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svg).not.toMatch(/<script|on\w+=|href=/i);
  if (label) expect(svg).toContain(`aria-label="${label}"`);
  return svg;
}

describe('casino artwork', () => {
  it('draws every game that has artwork, with its name, without a token', async () => {
    for (const game of CATALOGUE.filter((entry) => entry.hasArt)) {
      await expectSvg(`/api/casino/art/game/${game.gameCode}.svg`, game.name.replace(/&/g, '&#38;'));
    }
  });

  it('has no artwork for the games that show their provider’s logo instead', async () => {
    for (const game of CATALOGUE.filter((entry) => !entry.hasArt)) {
      expect((await get(`/api/casino/art/game/${game.gameCode}.svg`)).status, game.gameCode).toBe(404);
    }
  });

  it('draws the seven providers’ logos and the jackpot cards’ images', async () => {
    for (const [id, name] of [[1, 'Digitain'], [5, 'Egt Digital'], [7, 'SoftGamings']] as const) await expectSvg(`/api/casino/art/provider/${id}.svg`, name);
    for (let id = 1; id <= 7; id++) await expectSvg(`/api/casino/art/provider/${id}.svg`);
    for (const folder of ['clover-chance', 'high-cash']) {
      await expectSvg(`/api/casino/art/jackpots/${folder}/background.svg`);
      await expectSvg(`/api/casino/art/jackpots/${folder}/logo.svg`);
    }
  });

  it('answers anything else, traversal included, with a 404 envelope', async () => {
    for (const path of [
      '/api/casino/art/game/no_such_game.svg',
      '/api/casino/art/game/spb_aviator.png',
      '/api/casino/art/game/spb_aviator',
      '/api/casino/art/game/..%2F..%2Fcms%2Fgrouped.svg',
      '/api/casino/art/game/%2e%2e%2fspb_aviator.svg',
      '/api/casino/art/game/..%5c..%5cpackage.json',
      '/api/casino/art/provider/0.svg',
      '/api/casino/art/provider/8.svg',
      '/api/casino/art/provider/1e0.svg',
      '/api/casino/art/jackpots/clover-chance/other.svg',
      '/api/casino/art/jackpots/..%2F..%2Fgame/logo.svg',
      '/api/casino/art/jackpots/unknown-jackpot/logo.svg',
      '/api/casino/art/../../../etc/passwd',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('application/json');
      expect((await response.json()).success).toBe(false);
    }
  });
});
