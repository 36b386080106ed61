import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootstrapSchema, siteOption } from '@oyna/sdk/bootstrap';
import { catalogs, createTranslate } from '@oyna/sdk/i18n';
import { bundledFeatureTexts } from '@oyna/ui';
import { describe, expect, it } from 'vitest';
import { BROWSER_BOOTSTRAP_FIELDS, browserBootstrap } from './browserBootstrap';

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
  popup: { images: ['/img/popup.webp'], title: 'Duyuru', description: 'Uzun bir metin' },
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

  it('gives the menu, the footer, the carousels and the sign-up form what they read', () => {
    const browser = inlined('tr');
    expect(browser.trialBonusAmount).toBe(500);
    expect(browser.sliderList).toEqual(bootstrap.sliderList);
    expect(browser.languageList).toEqual(bootstrap.languageList);
    expect(browser.categoryList).toEqual(bootstrap.categoryList);
    expect(siteOption(browser, 'license_number')).toBe(siteOption(bootstrap, 'license_number'));
  });

  it('leaves out what only the server render uses', () => {
    const json = JSON.stringify(browserBootstrap(bootstrap, 'tr'));
    for (const text of ['Uzun bir metin', 'oyna2.example']) expect(json).not.toContain(text);
    expect(json.length).toBeLessThan(JSON.stringify(bootstrap).length / 10);
  });

  it('keeps every text for a language without a bundled catalogue', () => {
    expect(inlined('de').translationList).toHaveLength(new Set(bootstrap.translationList.map(({ key }) => key)).size);
  });
});

// The browser seeds its client only from the inlined copy (start-up does not fetch it again), so a
// widget that reads a field left out would see it empty. Browser code is the UI library, the site's
// islands and the SDK they call. A style class of the same name (`css.popup`) is not a read.
describe('fields the browser reads', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const browserSources = ['ui/src', 'sdk/src', 'site/src/islands'].flatMap((folder) =>
    (readdirSync(join(root, folder), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|schema)\.tsx?$|fixtures|contract/.test(file))
      .map((file) => ({ file: `${folder}/${file}`, text: readFileSync(join(root, folder, file), 'utf8') })),
  );
  const leftOut = Object.keys(bootstrapSchema.shape).filter(
    (field) => !(BROWSER_BOOTSTRAP_FIELDS as readonly string[]).includes(field),
  );

  it('finds the browser code it checks', () => {
    expect(browserSources.some(({ text }) => /\.languageList\b/.test(text))).toBe(true);
  });

  it.each(leftOut)('%s is read by no browser code, so it may stay on the server', (field) => {
    const readers = browserSources.filter(({ text }) => new RegExp(`(?<!\\bcss)[.?]${field}\\b|['"]${field}['"]`).test(text));
    expect(readers.map(({ file }) => file)).toEqual([]);
  });
});
