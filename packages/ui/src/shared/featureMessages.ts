import type { TranslateParams } from '@oyna/sdk/i18n';

/**
 * A feature's own texts in the bundled languages. They travel in the feature's chunk (a dialog
 * loaded when first opened) instead of the SDK's catalogue, so no page loads them before it shows
 * the feature; the server's translation list still wins.
 */
export interface FeatureMessages<K extends string> {
  readonly tr: Readonly<Record<K, string>>;
  readonly en: Readonly<Record<K, string>>;
}

export type FeatureTranslate<K extends string> = (key: K, params?: TranslateParams) => string;

/** The server's text for a key when it has one, else the feature's bundled one in the language (English when unknown). */
export function translateFeature<K extends string>(
  dynamic: (key: string, params?: TranslateParams) => string,
  locale: string,
  messages: FeatureMessages<K>,
  key: K,
  params?: TranslateParams,
): string {
  const bundled: Readonly<Record<K, string>> = locale === 'tr' || locale === 'en' ? messages[locale] : messages.en;
  // A count takes its language's plural form where the texts have one: 'dashboard.total.one' is
  // '{count} record' beside 'dashboard.total', '{count} records'.
  const form = params?.count != null && `${key}.${new Intl.PluralRules(locale).select(+params.count)}`;
  if (form && (form in bundled || dynamic(form) !== form)) key = form as K;
  if (dynamic(key) !== key) return dynamic(key, params);
  // A bundled text is no key the server has: `dynamic` hands it back with its parameters filled in.
  return dynamic(bundled[key], params);
}
