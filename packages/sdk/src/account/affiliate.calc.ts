import type { Affiliate } from '../forms/register.schema';

/** Storage and cookie names of the affiliate attribution. */
export const AFFILIATE_KEYS = ['refId', 'partner', 'subid', 'source'] as const;
type AffiliateKey = (typeof AFFILIATE_KEYS)[number];

/** Reads a `document.cookie` string into a map; malformed escapes are kept as written. */
export function parseCookies(cookie: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    const raw = part.slice(separator + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // keep the raw value
    }
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export interface AffiliateSources {
  /** Local storage lookup; a value here wins over the cookie. */
  getItem(key: string): string | null;
  /** The page's cookie string. */
  cookie: string;
}

/**
 * The affiliate attribution of a sign-up, each value from local storage first and the cookies
 * second: a numeric refId, else whichever of partner, subid and source exist, else null.
 */
export function readAffiliate({ getItem, cookie }: AffiliateSources): Affiliate | null {
  const cookies = parseCookies(cookie);
  const read = (key: AffiliateKey) => {
    const value = (getItem(key) ?? cookies.get(key))?.trim();
    return value ? value : undefined;
  };
  const refId = Number(read('refId'));
  if (Number.isInteger(refId) && refId > 0) return { refId };
  const campaign = { partner: read('partner'), subid: read('subid'), source: read('source') };
  const present = Object.entries(campaign).filter(([, value]) => value !== undefined);
  return present.length > 0 ? Object.fromEntries(present) : null;
}

/** Query of GET auth/form: the referrer id, when there is one. */
export const registerFormQuery = (affiliate: Affiliate | null): { refId?: number } =>
  affiliate && 'refId' in affiliate ? { refId: affiliate.refId } : {};
