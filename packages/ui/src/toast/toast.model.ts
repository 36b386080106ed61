import type { MessageKey } from '@oyna/sdk/i18n';

/** Spec constants (platform spec, section 9). */
export const TOAST_DURATION_MS = 4000;
export const LOADING_TOAST_DURATION_MS = 30000;
export const TOAST_ENTER_MS = 350;
export const TOAST_EXIT_MS = 800;
export const MAX_VISIBLE_TOASTS = 5;

export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'loading';

/** Plain text, or a translation key the `<Toaster>` resolves in the active language. */
export type ToastText = string | { key: MessageKey; params?: Record<string, string | number> };

export interface Toast {
  id: string;
  kind: ToastKind;
  text: ToastText;
  /** `shown` while on screen, `leaving` during the exit animation. */
  phase: 'shown' | 'leaving';
}

export function toastDuration(kind: ToastKind): number {
  return kind === 'loading' ? LOADING_TOAST_DURATION_MS : TOAST_DURATION_MS;
}

/** Errors and warnings interrupt a screen reader; the rest wait their turn. */
export function toastRole(kind: ToastKind): 'alert' | 'status' {
  return kind === 'error' || kind === 'warning' ? 'alert' : 'status';
}

/**
 * Adds a toast, or replaces the one with the same id in place (a loading toast becoming a result).
 * When more than {@link MAX_VISIBLE_TOASTS} would be shown, the oldest start leaving.
 */
/** The id of a toast on screen that already says this, of the same kind, if there is one. */
export function shownTwin(list: readonly Toast[], kind: ToastKind, text: ToastText): string | undefined {
  const said = JSON.stringify(text);
  return list.find((t) => t.phase === 'shown' && t.kind === kind && JSON.stringify(t.text) === said)?.id;
}

export function upsertToast(list: readonly Toast[], toast: Omit<Toast, 'phase'>): { list: Toast[]; evicted: string[] } {
  const fresh: Toast = { ...toast, phase: 'shown' };
  const exists = list.some((t) => t.id === toast.id);
  const next = exists ? list.map((t) => (t.id === toast.id ? fresh : t)) : [...list, fresh];
  const shown = next.filter((t) => t.phase === 'shown');
  const evicted = shown.slice(0, Math.max(0, shown.length - MAX_VISIBLE_TOASTS)).map((t) => t.id);
  return { list: evicted.length ? markLeaving(next, evicted) : next, evicted };
}

export function markLeaving(list: readonly Toast[], ids: readonly string[]): Toast[] {
  return list.map((t) => (ids.includes(t.id) && t.phase === 'shown' ? { ...t, phase: 'leaving' } : t));
}

export function removeToast(list: readonly Toast[], id: string): Toast[] {
  return list.filter((t) => t.id !== id);
}
