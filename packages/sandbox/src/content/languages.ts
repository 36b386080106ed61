import type { Locale } from '../i18n/locale.ts';

export const languageList: readonly { locale: Locale; name: string }[] = [
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en', name: 'English' },
];
