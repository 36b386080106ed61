import { describe, expect, it } from 'vitest';
import { OynaConfigError, resolveEmbedOptions } from './config';

const PAGE = 'https://partner.example/sports/';

describe('resolveEmbedOptions', () => {
  it('puts the API, the sportsbook API and the hubs under the operator site', () => {
    const options = resolveEmbedOptions({ siteUrl: 'https://oyna.example' }, PAGE);
    expect(options).toMatchObject({
      siteUrl: 'https://oyna.example',
      apiBase: 'https://oyna.example/api/',
      sbApiBase: 'https://oyna.example/sbapi/api/',
      hubBase: 'https://oyna.example/hub/',
      theme: 'dark',
      games: 'same-page',
      storagePrefix: 'oyna:',
    });
    expect(resolveEmbedOptions({ storagePrefix: '' }, PAGE).storagePrefix).toBe('');
  });

  it('keeps bases given on their own, and names trusted origins by their origin only', () => {
    const options = resolveEmbedOptions(
      { siteUrl: 'https://oyna.example/tr', hubBase: 'wss-proxy/hub', trustedOrigins: ['https://Partner.example/path'] },
      PAGE,
    );
    expect(options.apiBase).toBe('https://oyna.example/tr/api/');
    expect(options.hubBase).toBe('https://oyna.example/tr/wss-proxy/hub/');
    expect(options.trustedOrigins).toEqual(['https://partner.example']);
  });

  it('refuses what cannot work, saying which option', () => {
    expect(() => resolveEmbedOptions({ siteUrl: 'javascript:alert(1)' }, PAGE)).toThrow(/siteUrl must be an http\(s\) address/);
    expect(() => resolveEmbedOptions({ theme: 'pink' as never }, PAGE)).toThrow(OynaConfigError);
    expect(() => resolveEmbedOptions({ games: 'popup' as never }, PAGE)).toThrow(/games must be/);
    expect(() => resolveEmbedOptions({ games: 'new-tab' }, PAGE)).toThrow(/needs siteUrl/);
    expect(() => resolveEmbedOptions({ trustedOrigins: ['data:text/html,x'] }, PAGE)).toThrow(/trustedOrigins/);
    expect(() => resolveEmbedOptions({ storagePrefix: 7 as never }, PAGE)).toThrow(/storagePrefix must be a string/);
  });
});
