import { createHash } from 'node:crypto';
import { escapeXml as escapeHtml } from '../content/artwork.svg.ts';
import type { Locale } from '../i18n/locale.ts';
import { CASH_OUT_MAX, CASH_OUT_MIN } from './casino.schemas.ts';
import type { DemoKind } from './games.catalogue.ts';
import { SLOT_PAYTABLE, SLOT_SYMBOLS } from './demoGame.rules.ts';

/** The stakes the demo games offer (TRY); the first one is chosen at start. */
export const DEMO_STAKES = [1, 2, 5, 10, 20, 50, 100] as const;
const DEFAULT_CASH_OUT = 2;

const TEXTS = {
  tr: {
    demo: 'Sandbox demo',
    balance: 'Bakiye',
    stake: 'Bahis',
    lower: 'Bahsi azalt',
    raise: 'Bahsi artır',
    spin: 'Çevir',
    bet: 'Bahis Yap',
    cashOut: 'Otomatik çekilme',
    exit: 'Çıkış',
    won: 'Kazandın: {amount}',
    lost: 'Bu sefer olmadı',
    flewAway: 'Uçak {x} ile uçtu',
    cashedOut: '{x} ile çekildin',
    paytable: 'Ödeme tablosu: üç aynı sembol ya da ilk iki makara aynı',
    network: 'Bağlantı sorunu. Lütfen tekrar deneyin.',
    ended: 'Oturum sona erdi',
  },
  en: {
    demo: 'Sandbox demo',
    balance: 'Balance',
    stake: 'Stake',
    lower: 'Lower the stake',
    raise: 'Raise the stake',
    spin: 'Spin',
    bet: 'Place bet',
    cashOut: 'Auto cash-out',
    exit: 'Exit',
    won: 'You won {amount}',
    lost: 'No win this time',
    flewAway: 'Flew away at {x}',
    cashedOut: 'Cashed out at {x}',
    paytable: 'Paytable: three of a kind, or the first two reels alike',
    network: 'Connection problem. Please try again.',
    ended: 'Session ended',
  },
} as const satisfies Record<Locale, Record<string, string>>;

// The page's only style and script; its CSP allows exactly these by hash.
const STYLE = `
*{box-sizing:border-box;margin:0}
html,body{height:100%}
body{font:15px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#f8fafc;background:radial-gradient(circle at 50% 0,#312e81,#0b0b1a 70%);display:flex;flex-direction:column;min-height:100%}
header{display:flex;align-items:center;gap:12px;padding:10px 14px;background:rgba(0,0,0,.35)}
header img{width:64px;height:48px;border-radius:8px;object-fit:cover;flex:none}
.title{flex:1;min-width:0}
.title h1{font-size:18px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.title p{font-size:12px;opacity:.75}
.wallet{text-align:right;font-variant-numeric:tabular-nums}
.wallet span{display:block;font-size:11px;opacity:.75}
.wallet strong{font-size:17px}
button{font:inherit;color:inherit;cursor:pointer;border:0;border-radius:10px}
button:disabled{opacity:.5;cursor:default}
button:focus-visible,input:focus-visible{outline:3px solid #fde047;outline-offset:2px}
#exit{background:#334155;padding:8px 14px;font-weight:700}
main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:16px}
.reels{display:flex;gap:10px;padding:14px;border-radius:18px;background:linear-gradient(#fde68a,#b45309);box-shadow:0 10px 30px rgba(0,0,0,.5)}
.reel{display:flex;flex-direction:column;width:clamp(64px,22vw,110px);background:#fff;border-radius:10px;overflow:hidden}
.reel span{height:clamp(54px,16vw,86px);display:flex;align-items:center;justify-content:center;font-size:clamp(26px,9vw,46px);font-weight:800;color:#111827}
.reel span:nth-child(2){background:#fef3c7;border-top:3px solid #dc2626;border-bottom:3px solid #dc2626}
.reel span.red{color:#b91c1c}
.reel span.word{font-size:clamp(16px,5vw,28px)}
.spinning .reel span{animation:blur .12s linear infinite}
.sky{position:relative;width:min(92vw,560px);height:clamp(160px,42vh,300px);border-radius:18px;overflow:hidden;background:linear-gradient(#0f172a,#1e3a8a);box-shadow:0 10px 30px rgba(0,0,0,.5)}
.plane{position:absolute;left:6%;bottom:8%;font-size:42px;color:#f87171;transition:none}
.multiplier{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;font-size:clamp(38px,12vw,64px);font-weight:900;font-variant-numeric:tabular-nums}
.crashed .multiplier{color:#f87171}
.cashed .multiplier{color:#4ade80}
.result{min-height:1.4em;font-size:17px;font-weight:700;text-align:center}
.result.error{color:#fca5a5}
.paytable{font-size:12px;opacity:.75;text-align:center;max-width:460px}
footer{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:10px;padding:12px;background:rgba(0,0,0,.35)}
.stake{display:flex;align-items:center;gap:6px}
.stake button{width:40px;height:40px;background:#334155;font-size:20px;font-weight:800}
.stake output{min-width:96px;text-align:center;font-weight:800;font-variant-numeric:tabular-nums}
label{display:flex;align-items:center;gap:6px;font-size:13px}
input{width:80px;padding:8px;border-radius:8px;border:1px solid #64748b;background:#0f172a;color:#f8fafc;font:inherit}
#play{padding:12px 28px;background:linear-gradient(#22c55e,#15803d);font-size:18px;font-weight:900;text-transform:uppercase}
.ended main{text-align:center}
.mobile header img{width:48px;height:36px}
@keyframes blur{50%{transform:translateY(30%);opacity:.4}}
@media (prefers-reduced-motion:reduce){.spinning .reel span{animation:none}}
`;

const SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('game-data').textContent);
  var texts = data.texts;
  var byId = function (id) { return document.getElementById(id); };
  byId('exit').addEventListener('click', function () {
    if (window.parent !== window) window.parent.postMessage({ command: 'exit' }, '*');
    else if (data.lobbyUrl) window.location.href = data.lobbyUrl;
    else window.history.back();
  });
  if (data.ended) return;
  var money = new Intl.NumberFormat(data.locale === 'en' ? 'en-GB' : 'tr-TR', { style: 'currency', currency: 'TRY' });
  var times = function (value) { return value.toFixed(2) + 'x'; };
  var fill = function (template, name, value) { return template.replace('{' + name + '}', value); };
  var balance = data.balance;
  var stakeIndex = 0;
  var busy = false;
  var play = byId('play');
  var result = byId('result');
  function show() {
    byId('balance').textContent = money.format(balance);
    byId('stake').textContent = money.format(data.stakes[stakeIndex]);
    byId('less').disabled = busy || stakeIndex === 0;
    byId('more').disabled = busy || stakeIndex === data.stakes.length - 1;
    play.disabled = busy;
  }
  function say(text, error) { result.textContent = text; result.className = error ? 'result error' : 'result'; }
  byId('less').addEventListener('click', function () { stakeIndex = Math.max(0, stakeIndex - 1); show(); });
  byId('more').addEventListener('click', function () { stakeIndex = Math.min(data.stakes.length - 1, stakeIndex + 1); show(); });

  var symbols = data.symbols;
  var reels = Array.prototype.slice.call(document.querySelectorAll('.reel'));
  function paint(columns) {
    reels.forEach(function (reel, index) {
      Array.prototype.forEach.call(reel.children, function (cell, row) {
        var symbol = columns[index][row];
        cell.textContent = symbol;
        cell.className = (symbol === '7' || symbol === '♥' || symbol === '♦' ? 'red' : '') + (symbol.length > 1 ? ' word' : '');
      });
    });
  }
  function randomColumns() {
    return reels.map(function () { return [0, 1, 2].map(function () { return symbols[Math.floor(Math.random() * symbols.length)]; }); });
  }
  var shuffling = null;
  function startSlot() {
    document.body.classList.add('spinning');
    shuffling = setInterval(function () { paint(randomColumns()); }, 70);
  }
  function stopSlot(columns) {
    clearInterval(shuffling);
    document.body.classList.remove('spinning');
    if (columns) paint(columns);
  }

  var sky = byId('sky');
  var plane = byId('plane');
  var multiplier = byId('multiplier');
  function fly(to, done) {
    sky.className = 'sky';
    var duration = Math.min(4000, 700 + Math.log(to) * 1600);
    var started = performance.now();
    function frame(now) {
      var progress = Math.min(1, (now - started) / duration);
      var value = Math.exp(Math.log(to) * progress);
      multiplier.textContent = times(value);
      plane.style.transform = 'translate(' + (progress * 70) + 'vw,' + (-progress * 24) + 'vh) rotate(-18deg)';
      if (progress < 1) requestAnimationFrame(frame); else done();
    }
    requestAnimationFrame(frame);
  }

  function settle(answer) {
    balance = answer.balance;
    show();
    var won = answer.win > 0 ? fill(texts.won, 'amount', money.format(answer.win)) : texts.lost;
    if (data.kind === 'crash') {
      var cashed = answer.multiplier > 0;
      sky.className = cashed ? 'sky cashed' : 'sky crashed';
      multiplier.textContent = times(cashed ? answer.cashOut : answer.crashAt);
      say((cashed ? fill(texts.cashedOut, 'x', times(answer.cashOut)) : fill(texts.flewAway, 'x', times(answer.crashAt))) + ' · ' + won);
    } else {
      say(won);
    }
  }

  play.addEventListener('click', function () {
    if (busy) return;
    var body = { session: data.session, stake: data.stakes[stakeIndex] };
    if (data.kind === 'crash') {
      var target = Number(byId('cashout').value);
      if (!(target >= data.cashOutMin && target <= data.cashOutMax)) { say(texts.cashOut + ': ' + data.cashOutMin + '–' + data.cashOutMax, true); return; }
      body.cashOut = Math.round(target * 100) / 100;
    }
    busy = true;
    show();
    say('');
    if (data.kind === 'slot') startSlot();
    fetch(data.roundUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        var finish = function () { busy = false; if (answer.success) settle(answer.data); else say(answer.message, true); show(); };
        if (!answer.success) { if (data.kind === 'slot') stopSlot(null); finish(); return; }
        if (data.kind === 'slot') setTimeout(function () { stopSlot(answer.data.reels); finish(); }, 700);
        else fly(answer.data.multiplier > 0 ? answer.data.cashOut : answer.data.crashAt, finish);
      })
      .catch(function () { if (data.kind === 'slot') stopSlot(null); busy = false; say(texts.network, true); show(); });
  });
  show();
})();
`;

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The demo game's own policy: its one script and style by hash, images and rounds from its own
 * origin (named too: a sandboxed frame without same-origin gives the page an opaque origin, where
 * browsers differ on what 'self' means), and embeddable anywhere.
 */
export function demoGameCsp(gameOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src ${sha256(SCRIPT)}`,
    `style-src ${sha256(STYLE)}`,
    `img-src 'self' ${gameOrigin} data:`,
    `connect-src 'self' ${gameOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');
}

export interface DemoGamePage {
  locale: Locale;
  mobile: boolean;
  /** Null: the session ended, and the page says so (with the message) and offers Exit. */
  game: {
    session: string;
    name: string;
    providerName: string;
    kind: DemoKind;
    artUrl: string;
    balance: number;
    roundUrl: string;
    lobbyUrl: string | null;
  } | null;
  endedMessage: string;
}

/** The JSON the script reads; `<` is escaped so no text can close the data block. */
const dataBlock = (value: unknown): string =>
  `<script type="application/json" id="game-data">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

function slotBoard(paytableNote: string): string {
  const reel = '<div class="reel"><span>7</span><span>7</span><span>7</span></div>';
  const pays = SLOT_SYMBOLS.map((symbol) => `${symbol}×3 ${SLOT_PAYTABLE[symbol].three}x`).join(' · ');
  return `<div class="reels" aria-hidden="true">${reel}${reel}${reel}</div>` +
    `<p class="paytable">${escapeHtml(paytableNote)}</p><p class="paytable">${escapeHtml(pays)}</p>`;
}

const crashBoard = (): string =>
  '<div class="sky" id="sky" aria-hidden="true"><span class="plane" id="plane">✈</span><span class="multiplier" id="multiplier">1.00x</span></div>';

/** The demo game's page: the game's name and artwork, the balance, a stake, a play button and Exit. */
export function demoGamePage({ locale, mobile, game, endedMessage }: DemoGamePage): string {
  const text = TEXTS[locale];
  const title = game ? game.name : text.ended;
  const header = `<header>
  ${game ? `<img src="${escapeHtml(game.artUrl)}" alt="">` : ''}
  <div class="title"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(game ? `${game.providerName} · ${text.demo}` : text.demo)}</p></div>
  ${game ? `<div class="wallet"><span>${text.balance}</span><strong id="balance"></strong></div>` : ''}
  <button type="button" id="exit">${text.exit}</button>
</header>`;
  const main = game
    ? `<main>${game.kind === 'crash' ? crashBoard() : slotBoard(text.paytable)}<p class="result" id="result" role="status" aria-live="polite"></p></main>
<footer>
  <div class="stake" role="group" aria-label="${text.stake}">
    <button type="button" id="less" aria-label="${text.lower}">−</button><output id="stake" aria-live="polite"></output><button type="button" id="more" aria-label="${text.raise}">+</button>
  </div>
  ${game.kind === 'crash' ? `<label for="cashout">${text.cashOut}<input id="cashout" type="number" inputmode="decimal" min="${CASH_OUT_MIN}" max="${CASH_OUT_MAX}" step="0.01" value="${DEFAULT_CASH_OUT.toFixed(2)}"></label>` : ''}
  <button type="button" id="play">${game.kind === 'crash' ? text.bet : text.spin}</button>
</footer>`
    : `<main><p class="result error" role="alert">${escapeHtml(endedMessage)}</p></main>`;
  const data = game
    ? {
        session: game.session,
        kind: game.kind,
        balance: game.balance,
        locale,
        roundUrl: game.roundUrl,
        lobbyUrl: game.lobbyUrl,
        stakes: DEMO_STAKES,
        symbols: SLOT_SYMBOLS,
        cashOutMin: CASH_OUT_MIN,
        cashOutMax: CASH_OUT_MAX,
        texts: text,
      }
    : { ended: true, lobbyUrl: null, texts: text };
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body class="${[mobile ? 'mobile' : '', game ? '' : 'ended'].filter(Boolean).join(' ')}">
${header}
${main}
${dataBlock(data)}
<script>${SCRIPT}</script>
</body>
</html>`;
}
