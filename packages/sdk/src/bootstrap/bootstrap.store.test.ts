import { describe, expect, it } from 'vitest';
import { API, envelope, useFakeApi } from '../test/fakeApi';
import { createTestClient } from '../test/testClient';
import { bootstrapOf } from './bootstrap.store';
import { siteOption } from './bootstrap.calc';

const api = useFakeApi();
const { http, HttpResponse } = api;

const grouped = {
  sliderList: [{ slug: 'home', url: '/casino/slot', images: ['a.webp'] }],
  categoryList: [{ id: 1, name: 'Footer', contentList: [{ id: 3, title: 'Hakkımızda' }] }],
  casinoCategoryList: null,
  languageList: [{ locale: 'tr', name: 'Türkçe' }],
  translationList: [{ key: 'header.login', value: 'Giriş' }],
  siteOptionList: [
    { key: 'blog_url', value: 'https://blog.example', status: true },
    { key: 'twitter_url', value: 'https://x.example', status: false },
  ],
  popup: null,
  domainStatus: { current: 'oyna.example', next: 'oyna2.example' },
  trialBonusAmount: 250,
  egtJackpotCards: [],
  jackpotCards: [],
};

describe('bootstrap start-up', () => {
  it('takes fingerprint and anonymous token, then stores cms/grouped and the cover script', async () => {
    api.server.use(
      http.get(`${API}cms/grouped`, () => HttpResponse.json(envelope(grouped))),
      http.get(`${API}cms/coveryjs`, () => HttpResponse.json(envelope('window.cover = 1;'))),
    );
    const { client, platform } = createTestClient();
    const bootstrap = bootstrapOf(client);

    await bootstrap.start();

    expect(bootstrap.$bootstrap.get()?.categoryList[0]?.contentList[0]?.title).toBe('Hakkımızda');
    expect(bootstrap.$bootstrap.get()?.casinoCategoryList).toEqual([]);
    // The spec's slide has no title: one without reads as ''.
    expect(bootstrap.$bootstrap.get()?.sliderList[0]?.title).toBe('');
    expect(bootstrap.$coverScript.get()).toBe('window.cover = 1;');
    expect(JSON.parse(platform.storage.getItem('bootstrap') ?? 'null')).toMatchObject({ trialBonusAmount: 250 });
    expect(platform.storage.getItem('fingerprint')).toBe('fp-test');
    expect(api.requests[0]?.url).toContain('auth/token');
  });

  it('keeps the stored bootstrap and goes on when cms/grouped fails', async () => {
    api.server.use(
      http.get(`${API}cms/grouped`, () => HttpResponse.json({ nope: true })),
      http.get(`${API}cms/coveryjs`, () => HttpResponse.json(envelope('x'))),
    );
    const { client, platform } = createTestClient();
    platform.storage.setItem('bootstrap', JSON.stringify(grouped));
    const bootstrap = bootstrapOf(client);

    await expect(bootstrap.start()).resolves.toBeUndefined();

    expect(bootstrap.$bootstrap.get()?.trialBonusAmount).toBe(250);
    expect(bootstrap.$coverScript.get()).toBe('x');
  });

  it('does not fetch cms/grouped again after the host seeded it', async () => {
    api.server.use(http.get(`${API}cms/coveryjs`, () => HttpResponse.json(envelope('x'))));
    const { client } = createTestClient();
    const bootstrap = bootstrapOf(client);

    bootstrap.seed(grouped as never);
    await bootstrap.start();

    expect(api.callsTo('cms/grouped')).toHaveLength(0);
    expect(bootstrap.$bootstrap.get()?.trialBonusAmount).toBe(250);
  });

  it('reads only enabled site options', () => {
    expect(siteOption(grouped as never, 'blog_url')).toBe('https://blog.example');
    expect(siteOption(grouped as never, 'twitter_url')).toBeUndefined();
    expect(siteOption(null, 'blog_url')).toBeUndefined();
  });
});
