import { useCallback } from 'react';
import { useLocale, useT } from '../provider/hooks';
import { translateFeature, type FeatureMessages, type FeatureTranslate } from './featureMessages';

/** Translates a feature's own keys: the server's list first, then the feature's bundled texts. */
export function useFeatureT<K extends string>(messages: FeatureMessages<K>): FeatureTranslate<K> {
  const t = useT();
  const locale = useLocale();
  return useCallback((key, params) => translateFeature(t.dynamic, locale, messages, key, params), [t, locale, messages]);
}
