import type { Bootstrap } from '../bootstrap/bootstrap.schema';

export type PopupContent = NonNullable<Bootstrap['popup']>;

/** 32-bit FNV-1a, as 8 hex digits: enough to tell one popup's content from the next. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * What identifies a popup for "shown once per content hash": the hash the CMS sends, else one of
 * what the popup shows (its pictures, title, text and link), so a changed popup shows again.
 */
export function popupHash(popup: PopupContent): string {
  return popup.hash || fnv1a([...popup.images, popup.title, popup.description, popup.url].join('\u0000'));
}

/** The popup to show a visitor who last saw `seenHash`: null when there is none, it has no picture, or it was seen. */
export function popupToShow(popup: PopupContent | null | undefined, seenHash: string | null): PopupContent | null {
  if (!popup || popup.images.length === 0) return null;
  return popupHash(popup) === seenHash ? null : popup;
}
