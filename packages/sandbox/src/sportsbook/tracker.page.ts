import { createHash } from 'node:crypto';
import type { Locale } from '../i18n/locale.ts';
import type { TrackerState } from './tracker.state.ts';

/** Desktop (415 px high in the site) or mobile (235 px). */
export type TrackerVariant = 'desktop' | 'mobile';
export const TRACKER_VARIANTS: readonly TrackerVariant[] = ['desktop', 'mobile'];

/** How often the page asks the sandbox for the score. */
export const TRACKER_POLL_MS = 5000;

const TEXTS = {
  tr: { title: 'Canlı Maç Takibi', live: 'CANLI', suspended: 'Gol! Bahisler kısa süreliğine kapalı', noMatch: 'Maç bulunamadı', noMatchHint: 'Bu maç için canlı takip şu anda yok.', finished: 'Maç sona erdi' },
  en: { title: 'Live Match Tracker', live: 'LIVE', suspended: 'Goal! Betting briefly suspended', noMatch: 'No match found', noMatchHint: 'There is no live tracker for this match right now.', finished: 'The match has finished' },
} as const satisfies Record<Locale, Record<string, string>>;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A team's name, wrapping only between its words: a word too long for the column ends in an
 * ellipsis instead of breaking ('Gençlerbirli|ği'), and the full name is the element's title.
 */
const teamHtml = (name: string): string =>
  `<span class="team" title="${escapeHtml(name)}">${name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `<span class="word">${escapeHtml(word)}</span>`)
    .join(' ')}</span>`;

// The page's only script and style; the CSP allows exactly these by hash.
const STYLE = `
*{box-sizing:border-box;margin:0}
body{font:14px/1.3 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#f4f7f5;background:#0b1f16;overflow:hidden}
.pitch{position:relative;height:100vh;min-height:180px;padding:14px 12px;display:flex;flex-direction:column;justify-content:space-between;
background:repeating-linear-gradient(90deg,#0f3b26 0 40px,#12442c 40px 80px);border:2px solid #1d6b45}
.pitch:before{content:"";position:absolute;left:50%;top:0;bottom:0;border-left:2px solid rgba(255,255,255,.25)}
.pitch:after{content:"";position:absolute;left:50%;top:50%;width:90px;height:90px;margin:-45px;border:2px solid rgba(255,255,255,.25);border-radius:50%}
.head,.board,.foot{position:relative;z-index:1;display:flex;align-items:center;justify-content:space-between;gap:8px}
.board{gap:4px}
.league{font-size:12px;opacity:.85;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.badge{font-weight:700;font-size:11px;padding:2px 7px;border-radius:10px;background:#d92d3a;display:flex;align-items:center;gap:5px}
.badge:before{content:"";width:7px;height:7px;border-radius:50%;background:#fff;animation:pulse 1.2s infinite}
.team{flex:1;min-width:0;font-weight:600;font-size:clamp(11px,3.8vw,16px);text-align:center;overflow-wrap:normal;hyphens:manual}
.word{display:inline-block;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;vertical-align:top}
.score{font-size:clamp(26px,10vw,40px);font-weight:800;letter-spacing:2px;min-width:clamp(70px,24vw,120px);text-align:center;font-variant-numeric:tabular-nums}
.points{font-size:13px;opacity:.8;text-align:center}
.clock{font-size:13px;font-weight:600;background:rgba(0,0,0,.35);padding:3px 10px;border-radius:12px}
.note{font-size:12px;color:#ffd35c;min-height:1em}
.ball{position:absolute;z-index:0;top:74%;left:10%;width:12px;height:12px;border-radius:50%;background:#fff;box-shadow:0 0 6px #fff;animation:roll 7s ease-in-out infinite alternate}
.flash .score{animation:flash 1s ease-out 3}
.empty{justify-content:center;align-items:center;text-align:center;gap:8px}
.empty h1{font-size:18px}.empty p{opacity:.8}
.mobile .team{font-size:14px}.mobile .score{font-size:30px;min-width:90px}.mobile .pitch{padding:8px 10px}
@keyframes pulse{50%{opacity:.2}}
@keyframes roll{0%{left:10%;top:74%}35%{left:55%;top:84%}70%{left:30%;top:70%}100%{left:85%;top:80%}}
@keyframes flash{0%{color:#ffd35c;transform:scale(1.25)}100%{color:inherit;transform:none}}
@media (prefers-reduced-motion:reduce){.ball,.badge:before,.flash .score{animation:none}}
`;

const SCRIPT = `
(function () {
  var root = document.getElementById('tracker');
  var url = root.getAttribute('data-state');
  var every = Number(root.getAttribute('data-every'));
  var set = function (name, text) { var node = root.querySelector('[data-' + name + ']'); if (node) node.textContent = text; };
  var last = root.querySelector('[data-score]') ? root.querySelector('[data-score]').textContent : '';
  function show(state) {
    if (!state.found || !state.live) { if (root.getAttribute('data-live') === 'true') location.reload(); return; }
    set('score', state.score);
    set('points', state.points);
    set('clock', state.minute === null ? state.period : state.period + ' · ' + state.minute + "'");
    set('note', state.suspended ? root.getAttribute('data-suspended') : '');
    if (state.score !== last) { root.classList.remove('flash'); void root.offsetWidth; root.classList.add('flash'); last = state.score; }
  }
  function poll() {
    fetch(url, { cache: 'no-store' }).then(function (response) { return response.json(); }).then(show, function () {});
  }
  setInterval(poll, every);
})();
`;

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The tracker page's own policy: its one script and style by hash, polling its own origin, embeddable anywhere. */
export const TRACKER_CSP = [
  "default-src 'none'",
  `script-src ${sha256(SCRIPT)}`,
  `style-src ${sha256(STYLE)}`,
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

/** The tracker page for one feed id: the live score and minute, polled every few seconds. */
export function trackerPage(options: { state: TrackerState; variant: TrackerVariant; locale: Locale; stateUrl: string }): string {
  const { state, variant, locale, stateUrl } = options;
  const text = TEXTS[locale];
  const league = state.found ? `${state.sport} · ${state.region} · ${state.competition}` : '';
  const body = !state.found
    ? `<main class="pitch empty" id="tracker" data-live="false" data-state="${escapeHtml(stateUrl)}" data-every="${TRACKER_POLL_MS}">
  <h1>${text.noMatch}</h1><p>${text.noMatchHint}</p></main>`
    : `<main class="pitch" id="tracker" data-live="${state.live}" data-state="${escapeHtml(stateUrl)}" data-every="${TRACKER_POLL_MS}" data-suspended="${escapeHtml(text.suspended)}" aria-live="polite">
  <div class="head"><span class="league" title="${escapeHtml(league)}">${escapeHtml(league)}</span>${state.live ? `<span class="badge">${text.live}</span>` : `<span class="clock">${text.finished}</span>`}</div>
  <div class="board">${teamHtml(state.homeName)}<span><span class="score" data-score>${escapeHtml(state.score)}</span><span class="points" data-points>${escapeHtml(state.points)}</span></span>${teamHtml(state.awayName)}</div>
  <div class="foot"><span class="clock" data-clock>${escapeHtml(state.minute === null ? state.period : `${state.period} · ${state.minute}'`)}</span><span class="note" data-note>${state.suspended ? escapeHtml(text.suspended) : ''}</span></div>
  ${state.live ? '<span class="ball" aria-hidden="true"></span>' : ''}
</main>`;
  return `<!doctype html>
<html lang="${locale}" class="${variant}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
${body}
${state.found && state.live ? `<script>${SCRIPT}</script>` : ''}
</body>
</html>`;
}
