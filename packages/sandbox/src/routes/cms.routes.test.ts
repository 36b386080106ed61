import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.anonymousToken();
});
afterAll(() => t.close());

const bootstrap = async (locale: string) => {
  const response = await t.call('/api/cms/grouped', { token, locale });
  expect(response.status).toBe(200);
  expect(response.body.success).toBe(true);
  return response.body.data;
};

describe('GET /api/cms/grouped', () => {
  it("serves the operator's translation list in the request language", async () => {
    const texts = async (locale: 'tr' | 'en') =>
      new Map((await bootstrap(locale)).translationList.map(({ key, value }: { key: string; value: string }) => [key, value]));
    const [tr, en] = [await texts('tr'), await texts('en')];
    expect(tr.get('header.login')).toBe('Giriş Yap');
    expect(en.get('header.login')).toBe('Login');
    expect([...tr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has the sportsbook carousel with several slides and home slides, internal and external', async () => {
    const { sliderList } = await bootstrap('tr');
    const sportsbook = sliderList.filter((slide: { slug: string }) => slide.slug === 'fcg_sportsbook_carousel');
    expect(sportsbook.length).toBeGreaterThanOrEqual(3);
    expect(sliderList.some((slide: { slug: string }) => slide.slug === 'fcg_home_carousel')).toBe(true);
    const urls = sliderList.map((slide: { url: string }) => slide.url);
    expect(urls).toContain('/casino/slot');
    expect(urls.some((url: string) => url.startsWith('https://'))).toBe(true);
    for (const slide of sliderList) expect(slide.images).toHaveLength(3);
  });

  it('serves the artwork its images point to', async () => {
    const { sliderList, popup, casinoCategoryList } = await bootstrap('en');
    const urls = [
      ...sliderList.flatMap((slide: { images: string[] }) => slide.images),
      ...popup.images,
      ...casinoCategoryList.map((category: { imageUrl: string | null }) => category.imageUrl).filter(Boolean),
    ];
    for (const url of urls) {
      const response = await fetch(t.url + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    }
    const missing = await fetch(`${t.url}/api/cms/media/banner/no-such-slide.tr/720x360.svg`);
    expect(missing.status).toBe(404);
  });

  it('puts About Us (content 3) among the footer links of category 1, in each language', async () => {
    const tr = await bootstrap('tr');
    const en = await bootstrap('en');
    expect(tr.categoryList.find((category: { id: number }) => category.id === 1).contentList).toContainEqual({ id: 3, title: 'Hakkımızda' });
    expect(en.categoryList.find((category: { id: number }) => category.id === 1).contentList).toContainEqual({ id: 3, title: 'About Us' });
  });

  it('describes casino categories, languages, options, popup, domains, trial bonus and jackpots', async () => {
    const data = await bootstrap('tr');
    expect(data.casinoCategoryList).toContainEqual(expect.objectContaining({ name: 'Canlı Casino', slugList: ['live'] }));
    for (const category of data.casinoCategoryList) {
      expect(category).toEqual({ id: expect.any(Number), name: expect.any(String), slugList: expect.any(Array), imageUrl: category.imageUrl === null ? null : expect.any(String) });
      for (const page of category.slugList) expect(['slot', 'live', 'popular-games', 'tvbets']).toContain(page);
    }
    for (const page of ['slot', 'live', 'popular-games', 'tvbets']) {
      expect(data.casinoCategoryList.some((category: { slugList: string[] }) => category.slugList.includes(page)), page).toBe(true);
    }
    expect(data.casinoCategoryList.some((category: { imageUrl: string | null }) => category.imageUrl === null)).toBe(true);
    expect(data.languageList).toEqual([
      { locale: 'tr', name: 'Türkçe' },
      { locale: 'en', name: 'English' },
    ]);
    const options = new Map(data.siteOptionList.map((option: { key: string }) => [option.key, option]));
    for (const key of ['blog_url', 'twitter_url', 'instagram_url', 'telegram_url', 'chat-site-id', 'chat-div-id']) {
      expect(options.get(key), key).toMatchObject({ status: true, value: expect.stringMatching(/\S/) });
    }
    expect(data.popup).toEqual({ images: expect.any(Array), title: 'Hafta sonu %25 yatırım bonusu', description: expect.stringContaining('<p>') });
    expect(data.domainStatus).toEqual({ current: expect.any(String), next: expect.any(String) });
    expect(data.trialBonusAmount).toBe(250);
    for (const card of data.jackpotCards) {
      expect(card.levelStats).toHaveLength(4);
      expect(card.currentLevelI).toBeGreaterThanOrEqual(0);
      expect(card.currentLevelI).toBeLessThan(4);
    }
    // EGT's feed as it comes, odd cards included (see src/casino/casino.routes.test.ts).
    expect(data.egtJackpotCards.map((card: { instanceName: string }) => card.instanceName)).toEqual(['High Cash', 'High Cash', 'Clover Chance', 'Egypt Quest', 'Clover Chance']);
  });

  it('speaks English when asked and Turkish otherwise', async () => {
    const en = await bootstrap('en-US,en;q=0.9');
    const unknown = await bootstrap('de-DE');
    expect(en.casinoCategoryList[0].name).toBe('Popular');
    expect(unknown.casinoCategoryList[0].name).toBe('Popüler');
  });
});

describe('GET /api/cms/coveryjs', () => {
  it('returns a script text', async () => {
    const response = await t.call('/api/cms/coveryjs', { token });
    expect(response.body.success).toBe(true);
    expect(typeof response.body.data).toBe('string');
    expect(() => new Function(response.body.data)).not.toThrow();
  });
});

describe('GET /api/cms/content/:id', () => {
  it('serves a content page with its HTML body in the request language', async () => {
    const tr = await t.call('/api/cms/content/3', { token, locale: 'tr' });
    expect(tr.body).toMatchObject({ success: true, data: { id: 3, title: 'Hakkımızda', body: expect.stringContaining('<h2>Oyna hakkında</h2>') } });
    const en = await t.call('/api/cms/content/3', { token, locale: 'en' });
    expect(en.body.data.title).toBe('About Us');
  });

  it('answers an unknown or malformed id with a clear envelope', async () => {
    const missing = await t.call('/api/cms/content/999', { token, locale: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'There is no content page 999.', data: null });
    const malformed = await t.call('/api/cms/content/abc', { token, locale: 'en' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
  });
});
