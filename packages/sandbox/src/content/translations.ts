import { catalogs } from '@oyna/sdk/i18n';
import type { Locale } from '../i18n/locale.ts';

/** Every text of the SDK's bundled catalogue, so the server's list covers each key the widgets use. */
export const translationList = (locale: Locale): { key: string; value: string }[] =>
  Object.entries(catalogs[locale]).map(([key, value]) => ({ key, value }));
