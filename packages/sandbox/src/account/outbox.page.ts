import { createHash } from 'node:crypto';
import { escapeXml as escapeHtml } from '../content/artwork.svg.ts';
import type { Locale } from '../i18n/locale.ts';
import { message } from '../i18n/messages.ts';
import type { OutboxMessage } from './outbox.repository.ts';

// The page's only style; it has no script at all.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#e9eef2;background:#0f1720}
main{max-width:1100px;margin:0 auto;padding:24px 16px}
h1{margin:0 0 4px;font-size:24px}
p{margin:0 0 16px;color:#b7c2cc}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 16px}
input{min-width:260px;padding:6px 8px;border:1px solid #3a4a5a;border-radius:6px;background:#17222e;color:inherit;font:inherit}
button{padding:6px 14px;border:0;border-radius:6px;background:#2f8f5b;color:#fff;font:inherit;cursor:pointer}
a{color:#7cc4ff}
table{width:100%;border-collapse:collapse}
th,td{padding:8px;border-bottom:1px solid #263444;text-align:left;vertical-align:top}
th{font-size:13px;color:#b7c2cc}
td.code{font:600 18px/1.2 ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:2px;white-space:nowrap;color:#ffd35c}
.subject{font-weight:600}
pre{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}
.channel{font-size:12px;font-weight:700;padding:2px 6px;border-radius:8px;background:#263444;white-space:nowrap}
`;

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** No script, the one style by hash, a form that only searches this page, never framed. */
export const OUTBOX_CSP = [
  "default-src 'none'",
  `style-src ${sha256(STYLE)}`,
  'img-src data:',
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const when = (iso: string): string => iso.slice(0, 19).replace('T', ' ');

function row(item: OutboxMessage, locale: Locale): string {
  const channel = message(locale, item.channel === 'mail' ? 'outbox.mail' : 'outbox.sms');
  const subject = item.subject ? `<div class="subject">${escapeHtml(item.subject)}</div>` : '';
  return `<tr><td><time datetime="${escapeHtml(item.sentAt)}">${escapeHtml(when(item.sentAt))}</time></td>` +
    `<td><span class="channel">${escapeHtml(channel)}</span></td><td>${escapeHtml(item.to)}</td>` +
    `<td class="code">${escapeHtml(item.code ?? '')}</td><td>${subject}<pre>${escapeHtml(item.text)}</pre></td></tr>`;
}

/** The developer outbox (`GET /outbox`): what the sandbox sent, newest first, optionally to one recipient. */
export function outboxPage(items: readonly OutboxMessage[], to: string, locale: Locale): string {
  const text = (key: Parameters<typeof message>[1], params?: Record<string, string>) => escapeHtml(message(locale, key, params));
  const heads = (['outbox.time', 'outbox.channel', 'outbox.recipient', 'outbox.code', 'outbox.message'] as const)
    .map((key) => `<th scope="col">${text(key)}</th>`)
    .join('');
  const body = items.length
    ? `<table><thead><tr>${heads}</tr></thead><tbody>${items.map((item) => row(item, locale)).join('')}</tbody></table>`
    : `<p>${to ? text('outbox.emptyFor', { to }) : text('outbox.empty')}</p>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text('outbox.title')}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${text('outbox.title')}</h1>
<p>${text('outbox.intro')}</p>
<form method="get" action="/outbox">
<label for="to">${text('outbox.recipient')}</label>
<input id="to" name="to" type="search" value="${escapeHtml(to)}" autocomplete="off">
<button type="submit">${text('outbox.filter')}</button>
${to ? `<a href="/outbox">${text('outbox.all')}</a>` : ''}
</form>
${body}
</main>
</body>
</html>
`;
}
