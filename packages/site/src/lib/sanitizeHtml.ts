import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// DOMPurify needs a DOM; on the server it is jsdom's, the one DOMPurify documents and tests with.
const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

/**
 * CMS HTML made safe to put in a page: no script, no event handler, no `javascript:` link, no
 * inline style (the content security policy would refuse it anyway) and no frame or form.
 */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
