import type { Locale } from '../i18n/locale.ts';
import { CHAT_SCRIPT_PATH } from './chatScript.ts';

export interface SiteOption {
  key: string;
  value: string;
  status: boolean;
}

/** Operator settings; an option with status false is configured but switched off. */
const siteOptions: readonly (SiteOption & { localized?: Record<Locale, string> })[] = [
  { key: 'blog_url', value: 'https://blog.oyna.example', status: true },
  { key: 'twitter_url', value: 'https://x.com/oyna_tr', status: true },
  { key: 'instagram_url', value: 'https://www.instagram.com/oyna_tr', status: true },
  { key: 'telegram_url', value: 'https://t.me/oyna_tr', status: true },
  { key: 'facebook_url', value: 'https://www.facebook.com/oyna.tr', status: false },
  { key: 'whatsapp_number', value: '908505550101', status: false },
  { key: 'chat-site-id', value: '18734022', status: true },
  { key: 'chat-div-id', value: 'oyna-live-chat', status: true },
  { key: 'chat-script-url', value: CHAT_SCRIPT_PATH, status: true },
  { key: 'support_email', value: 'destek@oyna.example', status: true },
  { key: 'support_phone', value: '0850 555 01 01', status: true },
  {
    key: 'support_hours',
    value: '7/24',
    localized: { tr: 'Canlı destek 7/24 hizmetinizde', en: 'Live support around the clock' },
    status: true,
  },
  { key: 'min_deposit_amount', value: '100', status: true },
  { key: 'min_withdraw_amount', value: '250', status: true },
  { key: 'max_withdraw_amount', value: '250000', status: true },
  { key: 'license_number', value: 'OGL/2024/1187/0552', status: true },
  { key: 'maintenance_mode', value: 'false', status: false },
];

export const siteOptionList = (locale: Locale): SiteOption[] =>
  siteOptions.map(({ key, value, status, localized }) => ({ key, value: localized?.[locale] ?? value, status }));
