import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  // Call requests are limited per address; their rules are tested here, the limit on a sandbox of its own.
  t = await startTestSandbox({ rateLimits: { callRequestPerClient: { max: 1000, windowMs: 60_000 } } });
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

  it('titles each slide with the offer its artwork shows, in the request language', async () => {
    const derby = (list: { slug: string; title: string }[]) => list.find((slide) => slide.slug === 'fcg_sportsbook_carousel')!.title;
    expect(derby((await bootstrap('tr')).sliderList)).toBe('Derbi heyecanı başlıyor');
    expect(derby((await bootstrap('en')).sliderList)).toBe('Derby night is here');
    for (const slide of (await bootstrap('en')).sliderList) expect(slide.title).not.toBe('');
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
    for (const key of ['blog_url', 'twitter_url', 'instagram_url', 'telegram_url', 'chat-site-id', 'chat-div-id', 'chat-script-url']) {
      expect(options.get(key), key).toMatchObject({ status: true, value: expect.stringMatching(/\S/) });
    }
    expect(data.popup).toEqual({
      images: expect.any(Array),
      title: 'Hafta sonu %25 yatırım bonusu',
      description: expect.stringContaining('<p>'),
      url: '/promotions',
      hash: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
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
    expect(malformed.body.message).toMatch(/^Page number: /);
    const oversized = await t.call(`/api/cms/content/${'9'.repeat(90)}`, { token, locale: 'tr' });
    expect(oversized.status).toBe(400);
    expect(oversized.body.message).toMatch(/^Sayfa numarası: /);
  });
});

describe('POST /api/cms/callme', () => {
  const request = {
    name: 'Ayşe Yılmaz',
    // As the site composes it: the player's text, then the username and the hour range on lines of their own.
    message: `${'Yatırım hakkında bilgi almak istiyorum. '.repeat(2).trim()}\nKullanıcı Adı: ayse34\nAranma Saati: 14:30 - 15:30`,
    contacts: [
      { type: 1, contact: '5321234567' },
      { type: 4, contact: 'ayse@example.com' },
    ],
  };
  const callMe = (body: unknown, options: { token?: string; locale?: string; on?: TestSandbox } = {}) =>
    (options.on ?? t).call('/api/cms/callme', { token: options.token ?? token, body, ...(options.locale ? { locale: options.locale } : {}) });
  const stored = () => t.sandbox.db.prepare('SELECT * FROM call_requests ORDER BY id DESC LIMIT 1').get();

  it("takes a visitor's request and stores it for the call centre", async () => {
    const answer = await callMe(request);
    expect(answer.body).toEqual({ success: true, message: 'Teşekkürler! Arama talebinizi aldık, en kısa sürede sizi arayacağız.', data: null });
    expect(stored()).toMatchObject({ player_id: null, name: request.name, message: request.message, locale: 'tr' });
    expect(JSON.parse(String(stored()!.contacts))).toEqual(request.contacts);
  });

  it("links a player's request to the player", async () => {
    const player = await t.login('demouser', DEMO_PASSWORD);
    expect((await callMe(request, { token: player, locale: 'en' })).body.message).toBe('Thank you! We have received your call request and will call you back soon.');
    expect(stored()).toMatchObject({ player_id: expect.any(Number), locale: 'en' });
  });

  it('answers broken input with 400 naming the field', async () => {
    const contact = request.contacts[0]!;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Ayşe' }, 'Ad soyad: En az 5 karakter girin'],
      [{ name: 'A'.repeat(31) }, 'Ad soyad: En fazla 30 karakter girin'],
      [{ message: 'Selm' }, 'Mesaj: En az 5 karakter girin'],
      [{ message: 'x'.repeat(501) }, 'Mesaj: En fazla 500 karakter girin'],
      [{ contacts: [] }, 'İletişim bilgileri: En az 1 tane ekleyin'],
      [{ contacts: Array(6).fill(contact) }, 'İletişim bilgileri: En fazla 5 tane ekleyebilirsiniz'],
      [{ contacts: [{ type: 9, contact: '5321234567' }] }, 'İletişim bilgileri #1 Tür: Seçeneklerden birini seçin'],
      [{ contacts: [contact, { type: 3, contact: '@ay' }] }, 'İletişim bilgileri #2 İletişim bilgisi: En az 5 karakter girin'],
      [{ contacts: [{ type: 2, contact: '5'.repeat(31) }] }, 'İletişim bilgileri #1 İletişim bilgisi: En fazla 30 karakter girin'],
    ];
    for (const [change, text] of cases) {
      const answer = await callMe({ ...request, ...change });
      expect(answer.status, text).toBe(400);
      expect(answer.body.message).toBe(text);
    }
    expect((await callMe({ ...request, name: '' }, { locale: 'en' })).body.message).toBe('Name and surname: This field is required');
  });

  it('takes no name, message or contact made of spaces, and keeps the words without the spaces around them', async () => {
    const blank = ' \t '.repeat(4);
    for (const [change, text] of [
      [{ name: blank }, 'Name and surname: This field is required'],
      [{ message: blank }, 'Message: This field is required'],
      [{ contacts: [{ type: 1, contact: blank }] }, 'Contacts #1 Contact: This field is required'],
      [{ name: '  Ayşe   ' }, 'Name and surname: Enter at least 5 characters'],
    ] as const) {
      const answer = await callMe({ ...request, ...change }, { locale: 'en' });
      expect(answer.status, text).toBe(400);
      expect(answer.body.message).toBe(text);
    }
    expect((await callMe({ ...request, name: `  ${request.name} ` })).body.success).toBe(true);
    expect(stored()).toMatchObject({ name: request.name });
  });

  it('takes every contact type, Whatsapp included', async () => {
    for (const type of [1, 2, 3, 4]) expect((await callMe({ ...request, contacts: [{ type, contact: '@ayse34' }] })).body.success).toBe(true);
  });

  it('needs a token', async () => {
    expect((await t.call('/api/cms/callme', { body: request })).status).toBe(401);
  });

  it('takes at most 5 requests an hour from one address', async () => {
    const limited = await startTestSandbox();
    try {
      const visitor = await limited.anonymousToken();
      const statuses: number[] = [];
      for (let call = 0; call < 6; call += 1) statuses.push((await callMe(request, { token: visitor, on: limited })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
