import { createCmsSanitizer } from '@oyna/ui/content';
import { JSDOM } from 'jsdom';

// DOMPurify needs a DOM; on the server it is jsdom's, the one DOMPurify documents and tests with.
const sanitize = createCmsSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis);

/** CMS HTML made safe to put in a page of `siteOrigin`, by the configuration the browser uses too (`createCmsSanitizer`). */
export function sanitizeHtml(html: string, siteOrigin: string): string {
  return sanitize(html, siteOrigin);
}
