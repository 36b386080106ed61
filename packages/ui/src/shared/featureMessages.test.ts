import { describe, expect, it } from 'vitest';
import { createTranslate } from '@oyna/sdk/i18n';
import { translateFeature, type FeatureMessages } from './featureMessages';

const messages: FeatureMessages<'demo.greeting' | 'demo.plain' | 'demo.total' | 'demo.total.one'> = {
  tr: { 'demo.greeting': 'Merhaba {name}', 'demo.plain': 'Düz', 'demo.total': '{count} kayıt', 'demo.total.one': '{count} kayıt' },
  en: { 'demo.greeting': 'Hello {name}', 'demo.plain': 'Plain', 'demo.total': '{count} records', 'demo.total.one': '{count} record' },
};

describe('translateFeature', () => {
  it('uses the feature’s bundled text of the language, parameters filled in', () => {
    expect(translateFeature(createTranslate('tr').dynamic, 'tr', messages, 'demo.greeting', { name: 'Deniz' })).toBe('Merhaba Deniz');
    expect(translateFeature(createTranslate('de').dynamic, 'de', messages, 'demo.plain')).toBe('Plain');
  });

  it('lets the server’s translation list win', () => {
    const server = createTranslate('tr', [{ key: 'demo.greeting', value: 'Selam {name}' }]);
    expect(translateFeature(server.dynamic, 'tr', messages, 'demo.greeting', { name: 'Deniz' })).toBe('Selam Deniz');
  });

  it('takes the plural form the language gives a count, where the texts have one', () => {
    const en = createTranslate('en').dynamic;
    expect([0, 1, 2, 12].map((count) => translateFeature(en, 'en', messages, 'demo.total', { count }))).toEqual([
      '0 records',
      '1 record',
      '2 records',
      '12 records',
    ]);
    expect(translateFeature(createTranslate('tr').dynamic, 'tr', messages, 'demo.total', { count: 1 })).toBe('1 kayıt');
    // The server's text for the form wins too.
    const server = createTranslate('en', [{ key: 'demo.total.one', value: 'a single record' }]);
    expect(translateFeature(server.dynamic, 'en', messages, 'demo.total', { count: 1 })).toBe('a single record');
  });
});
