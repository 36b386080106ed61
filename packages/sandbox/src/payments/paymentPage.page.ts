import { createHash } from 'node:crypto';
import { formatMoney } from '../betting/betting.money.ts';
import { escapeXml as escapeHtml } from '../content/artwork.svg.ts';
import type { Locale } from '../i18n/locale.ts';
import { message } from '../i18n/messages.ts';
import type { PageState } from './payments.service.ts';

// The page's only style; its CSP allows exactly this one by hash and runs no script at all.
const STYLE = `
*{box-sizing:border-box;margin:0}
body{font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#e2e8f0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px}
main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(15,23,42,.15);padding:24px;width:100%;max-width:420px;display:flex;flex-direction:column;gap:16px}
h1{font-size:20px}
.merchant{font-size:13px;color:#475569}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#475569}
dd{font-weight:600;text-align:right;font-variant-numeric:tabular-nums}
.amount{font-size:22px}
p[role=status]{padding:12px;border-radius:10px;background:#f1f5f9}
form{display:flex;gap:12px}
button{flex:1;font:inherit;font-weight:700;border:0;border-radius:10px;padding:12px;cursor:pointer}
.confirm{background:#16a34a;color:#fff}
.cancel{background:#e2e8f0;color:#0f172a}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`;

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** No script, its one style, forms posted only to itself, never framed. */
export const PAYMENT_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${sha256(STYLE)}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const OUTCOME_KEYS = {
  paid: 'payments.page.paid',
  cancelled: 'payments.page.cancelled',
  expired: 'payments.page.expired',
} as const;

/**
 * The hosted payment page a deposit's URL opens, as a payment provider would serve it: the amount,
 * the method and the reference, with Confirm and Cancel (plain form posts back to the page's own
 * address); once paid, cancelled or expired it says so instead.
 */
export function paymentPage(state: PageState, fallbackLocale: Locale, action: string): string {
  const locale = state.kind === 'unknown' ? fallbackLocale : state.locale;
  const t = (key: Parameters<typeof message>[1]) => escapeHtml(message(locale, key));
  let body: string;
  if (state.kind === 'unknown') body = `<p role="status">${t('payments.page.unknown')}</p>`;
  else {
    const { record } = state;
    const facts = `<dl>
<dt>${t('payments.page.amount')}</dt><dd class="amount">${escapeHtml(formatMoney(locale, record.amountMinor))}</dd>
<dt>${t('payments.page.method')}</dt><dd>${escapeHtml(record.methodName)}</dd>
<dt>${t('payments.page.reference')}</dt><dd>${escapeHtml(record.reference ?? '')}</dd>
</dl>`;
    const outcome =
      state.kind === 'open'
        ? `<form method="post" action="${escapeHtml(action)}"><button class="cancel" name="choice" value="cancel" formaction="${escapeHtml(action)}/cancel">${t('payments.page.cancel')}</button><button class="confirm" name="choice" value="confirm" formaction="${escapeHtml(action)}/confirm">${t('payments.page.confirm')}</button></form>`
        : `<p role="status">${t(OUTCOME_KEYS[state.kind])}</p>`;
    body = `${facts}${outcome}`;
  }
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><link rel="icon" href="data:,">
<title>${t('payments.page.title')}</title><style>${STYLE}</style></head>
<body><main><div><h1>${t('payments.page.title')}</h1><p class="merchant">${t('payments.page.merchant')}</p></div>${body}</main></body></html>`;
}
