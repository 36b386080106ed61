import { bootstrapSchema, siteOption } from '@oyna/sdk/bootstrap';
import { createTranslate, loadCatalog } from '@oyna/sdk/i18n';
import { bundledFeatureTexts } from '@oyna/ui/texts';
import { describe, expect, it } from 'vitest';
import { browserBootstrap } from './browserBootstrap';

// The page context loads the language's catalogue before a page renders.
const catalogs = { tr: await loadCatalog('tr'), en: await loadCatalog('en') };
const bundledTr = Object.entries(catalogs.tr).map(([key, value]) => ({ key, value }));
const bootstrap = bootstrapSchema.parse({
  sliderList: [{ slug: 'welcome', url: '/promotions', images: ['/img/welcome-1.webp', '/img/welcome-2.webp'] }],
  categoryList: [{ id: 1, name: 'Kurumsal', contentList: [{ id: 3, title: 'Hakkımızda' }] }],
  casinoCategoryList: [{ id: 1, name: 'Slot', slugList: ['slot'], imageUrl: null }],
  languageList: [{ locale: 'tr', name: 'Türkçe' }, { locale: 'en', name: 'English' }],
  translationList: [
    ...bundledTr,
    { key: 'common.close', value: 'Kapat (operatör)' },
    { key: 'cms.only.banner', value: 'Hoş geldin bonusu' },
    // A key sent twice: the last one is what every translate shows.
    { key: 'common.back', value: 'Önce bu' },
    { key: 'common.back', value: catalogs.tr['common.back'] },
  ],
  siteOptionList: [{ key: 'license_number', value: 'OGL/2024/1187/0552', status: true }],
  popup: { images: ['/img/popup.webp'], title: 'Duyuru', description: 'Uzun bir metin', url: '/promotions', hash: 'c0ffee' },
  domainStatus: { current: 'oyna.example', next: 'oyna2.example' },
  trialBonusAmount: 500,
  egtJackpotCards: [{ instanceName: 'High Cash', levelStats: [{ level: 1, amount: 10 }], currentLevelI: 1 }],
  jackpotCards: [{ instanceName: 'Clover Chance', levelStats: [{ level: 1, amount: 10 }], currentLevelI: 1 }],
});

/** What the browser's client ends up with: the inlined JSON, read back as siteClient.ts reads it. */
const inlined = (locale: string) => bootstrapSchema.parse(JSON.parse(JSON.stringify(browserBootstrap(bootstrap, locale))));

describe('browserBootstrap', () => {
  it('lets the browser show every text exactly as the server rendered it', () => {
    const server = createTranslate('tr', bootstrap.translationList);
    const browser = createTranslate('tr', inlined('tr').translationList);
    const keys = new Set([...Object.keys(catalogs.tr), ...Object.keys(catalogs.en), 'cms.only.banner', 'no.such.key']);
    for (const key of keys) expect(browser.dynamic(key), key).toBe(server.dynamic(key));
  });

  it('sends only the texts the operator changed or added', () => {
    expect(inlined('tr').translationList).toEqual([
      { key: 'common.close', value: 'Kapat (operatör)' },
      { key: 'cms.only.banner', value: 'Hoş geldin bonusu' },
    ]);
  });

  it('leaves out a dialog’s text the operator words as the dialog bundles it, and sends one it changed', () => {
    const entries = Object.entries(bundledFeatureTexts('tr'));
    const [unchanged, text] = entries[0]!;
    const [changed] = entries[1]!;
    const withDialogs = bootstrapSchema.parse({
      ...bootstrap,
      translationList: [
        { key: unchanged, value: text },
        { key: changed, value: 'Operatörün sözü' },
      ],
    });
    expect(browserBootstrap(withDialogs, 'tr').translationList).toEqual([{ key: changed, value: 'Operatörün sözü' }]);
  });

  // Start-up in the browser does not fetch the bootstrap again: a field the page leaves out is empty
  // for every widget there, however the server rendered it.
  it.each(Object.keys(bootstrapSchema.shape).filter((field) => field !== 'translationList'))(
    'gives the browser the server’s %s',
    (field) => {
      const key = field as keyof typeof bootstrap;
      expect(inlined('tr')[key]).toEqual(bootstrap[key]);
      expect(inlined('en')[key]).toEqual(bootstrap[key]);
    },
  );

  it('gives the widgets what they show from it: the popup, the domain banner, the sign-up’s trial bonus', () => {
    const browser = inlined('tr');
    expect(browser.popup?.description).toBe('Uzun bir metin');
    expect(browser.domainStatus).toEqual({ current: 'oyna.example', next: 'oyna2.example' });
    expect(browser.trialBonusAmount).toBe(500);
    expect(siteOption(browser, 'license_number')).toBe(siteOption(bootstrap, 'license_number'));
  });

  it('stays small: the texts the browser bundles are not sent again', () => {
    expect(JSON.stringify(browserBootstrap(bootstrap, 'tr')).length).toBeLessThan(JSON.stringify(bootstrap).length / 10);
  });

  it('leaves out, for a language without a catalogue of its own, only the texts English’s already has', () => {
    const server = createTranslate('de', bootstrap.translationList);
    const browser = createTranslate('de', inlined('de').translationList);
    expect(inlined('de').translationList.length).toBeGreaterThan(inlined('tr').translationList.length);
    for (const key of [...Object.keys(catalogs.en), 'cms.only.banner']) expect(browser.dynamic(key), key).toBe(server.dynamic(key));
  });
});
