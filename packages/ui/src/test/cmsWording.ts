import { describe, expect, it } from 'vitest';
import type { FeatureMessages } from '../shared/featureMessages';
import type { UiSandbox } from './sandbox';

/**
 * The operator's CMS is meant to word every text a feature shows, in both languages: a key the demo
 * operator lacks is a text nobody there can change. The feature's bundled texts are what a partner
 * sees without one.
 */
export function itIsWordedByTheCms<K extends string>(sandbox: UiSandbox, messages: FeatureMessages<K>): void {
  describe("the demo operator's CMS", () => {
    it.each(['tr', 'en'] as const)('words every text in %s, as the feature bundles it', async (locale) => {
      const { translationList } = await sandbox.bootstrap(locale);
      const served = Object.fromEntries(translationList.map(({ key, value }) => [key, value]));
      const bundled = messages[locale] as Record<string, string>;
      expect(Object.fromEntries(Object.keys(bundled).map((key) => [key, served[key]]))).toEqual(bundled);
    });
  });
}
