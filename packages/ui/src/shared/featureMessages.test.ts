import { describe, expect, it } from 'vitest';
import { createTranslate } from '@oyna/sdk/i18n';
import { translateFeature, type FeatureMessages } from './featureMessages';

const messages: FeatureMessages<'demo.greeting' | 'demo.plain'> = {
  tr: { 'demo.greeting': 'Merhaba {name}', 'demo.plain': 'Düz' },
  en: { 'demo.greeting': 'Hello {name}', 'demo.plain': 'Plain' },
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
});
