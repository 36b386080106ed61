import createDOMPurify, { type Config, type WindowLike } from 'dompurify';

/**
 * The one configuration every piece of CMS HTML (content pages, promotions, the popup) goes through,
 * on the server and in the browser: HTML only (no SVG or MathML), nothing that runs (scripts, event
 * handlers, `javascript:` and `data:` urls), nothing that restyles or reshapes the page around it
 * (style, frames, forms, base, meta), ids and names prefixed so they cannot clobber the page's own.
 */
const CMS_HTML_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style', 'link', 'meta', 'base', 'template', 'noscript',
    'form', 'input', 'button', 'textarea', 'select', 'option',
    'iframe', 'frame', 'object', 'embed', 'video', 'audio', 'source', 'track', 'picture',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'poster', 'background', 'ping'],
  // http(s), mailto and tel, or a relative address; `data:` and every other scheme are dropped.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
} satisfies Config;

/** Makes CMS HTML safe to put into a page served from `siteOrigin` (`https://oyna.example`). */
export type CmsSanitizer = (html: string, siteOrigin: string) => string;

function resolve(address: string, siteOrigin: string): URL | null {
  try {
    return new URL(address, `${siteOrigin}/`);
  } catch {
    return null;
  }
}

/**
 * A sanitiser over `window`'s DOM: the browser's, or jsdom's on the server (happy-dom's parser lets
 * scripts through DOMPurify: never use it for this). Links to other origins open in a new tab with
 * `rel="noopener noreferrer"`; images load only from the site's own origin (a foreign one would
 * track the reader), others are dropped.
 */
export function createCmsSanitizer(window: WindowLike): CmsSanitizer {
  const purify = createDOMPurify(window);
  // Sanitising is synchronous: the hook reads the origin of the call under way.
  let siteOrigin = '';
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    const element = node as Element;
    const href = element.getAttribute('href');
    if (href !== null) {
      const target = resolve(href, siteOrigin);
      const external = target !== null && /^https?:$/.test(target.protocol) && target.origin !== siteOrigin;
      element.removeAttribute('target');
      if (external) {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer');
      } else element.removeAttribute('rel');
    }
    if (element.hasAttribute('src')) {
      const source = resolve(element.getAttribute('src') ?? '', siteOrigin);
      if (!source || source.origin !== siteOrigin) element.removeAttribute('src');
    }
    if (element.tagName === 'IMG' && !element.hasAttribute('src')) element.remove();
  });
  return (html, origin) => {
    siteOrigin = origin;
    return purify.sanitize(html, CMS_HTML_CONFIG);
  };
}
