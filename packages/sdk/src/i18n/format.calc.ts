const TIME_ZONE_SUFFIX = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a server time stamp. Stamps without a zone are UTC: the spec appends a 'Z' to
 * notification times and prematch event dates before reading them.
 */
export function parseServerTime(timeStamp: string): Date {
  const text = timeStamp.trim();
  return new Date(TIME_ZONE_SUFFIX.test(text) ? text : `${text}Z`);
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in Turkish lira with two decimals: `formatTry(1500)` is '₺1.500,00'.
 *
 * @default locale 'tr-TR'
 */
export function formatTry(amount: number, locale = 'tr-TR'): string {
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    currencyFormats.set(locale, format);
  }
  return format.format(amount);
}

export interface DateTimeFormatOptions {
  /** Language of the month names. @default 'tr' */
  locale?: string;
  /** IANA zone to show the time in. @default the runtime's zone (the player's, in a browser) */
  timeZone?: string;
}

/**
 * A server time stamp as `d.MMM.yy HH:mm` ('5.Oca.25 14:30'), month names from `Intl`. A stamp
 * that cannot be read is returned as it came, so a bad value shows instead of breaking the view.
 */
export function formatDateTime(timeStamp: string, options: DateTimeFormatOptions = {}): string {
  const date = parseServerTime(timeStamp);
  if (Number.isNaN(date.getTime())) return timeStamp;
  const parts = new Intl.DateTimeFormat(options.locale ?? 'tr', {
    day: 'numeric',
    month: 'short',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: options.timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const month = part('month').replace(/\.$/, '');
  return `${part('day')}.${month}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A kick-off's time of day, `HH:mm` in the player's zone ('' for an unreadable stamp). */
export function formatTime(timeStamp: string, options: DateTimeFormatOptions = {}): string {
  const date = parseServerTime(timeStamp);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(options.locale ?? 'tr', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: options.timeZone,
  }).format(date);
}

/**
 * A calendar day (`YYYY-MM-DD`, already in the player's zone) as a heading: '23 Kasım Pazartesi'
 * ('Monday 23 November' in English). An unreadable day is returned as it came.
 */
export function formatDay(day: string, options: Pick<DateTimeFormatOptions, 'locale'> = {}): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  const locale = options.locale ?? 'tr';
  // en-GB puts the day before the month, as Turkish does.
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}
