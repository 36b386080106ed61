import { describe, expect, it } from 'vitest';
import { assetUrl } from './assetUrl';

const client = (apiBase: string, baseUrl: string) => ({ config: { apiBase }, platform: { baseUrl } }) as Parameters<typeof assetUrl>[0];

describe('assetUrl', () => {
  it('leaves the media paths as they are on a page that shares the API’s origin, as the server renders them', () => {
    const site = client('https://oyna.example/api/', 'https://oyna.example/casino/slot');
    expect(assetUrl(site, '/api/casino/art/game/aviator.svg')).toBe('/api/casino/art/game/aviator.svg');
  });

  it('resolves them against the API’s origin on a partner’s page', () => {
    const partner = client('https://api.oyna.example/api/', 'https://kuponkeyfi.example/');
    expect(assetUrl(partner, '/api/casino/art/jackpots/high-cash/logo.svg')).toBe('https://api.oyna.example/api/casino/art/jackpots/high-cash/logo.svg');
  });

  it('leaves absolute, protocol-relative and page-relative addresses alone', () => {
    const partner = client('https://api.oyna.example/api/', 'https://kuponkeyfi.example/');
    for (const url of ['https://cdn.example/a.png', '//cdn.example/a.png', 'data:image/svg+xml,<svg/>', 'images/a.png', '']) {
      expect(assetUrl(partner, url)).toBe(url);
    }
  });
});
