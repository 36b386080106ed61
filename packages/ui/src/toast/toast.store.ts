import { atom, type ReadableAtom } from 'nanostores';
import {
  TOAST_EXIT_MS,
  markLeaving,
  removeToast,
  shownTwin,
  toastDuration,
  upsertToast,
  type Toast,
  type ToastKind,
  type ToastText,
} from './toast.model';

export interface ToastOptions {
  /** Reuse an id to replace a toast in place, e.g. turn a loading toast into its result. */
  id?: string;
  /** Milliseconds on screen. @default 4000 (30000 for loading) */
  duration?: number;
}

type Show = (text: ToastText, options?: ToastOptions) => string;

export interface ToastQueue {
  readonly $toasts: ReadableAtom<Toast[]>;
  show(kind: ToastKind, text: ToastText, options?: ToastOptions): string;
  success: Show;
  error: Show;
  info: Show;
  warning: Show;
  loading: Show;
  /** Starts the exit animation of one toast, or of every toast when no id is given. */
  dismiss(id?: string): void;
  /** Removes every toast at once, without exit animations. */
  clear(): void;
  /** Stops the clocks, e.g. while the pointer rests on the toasts so they can be read. */
  pause(): void;
  resume(): void;
}

/** The clock a queue keeps time with: a client's `platform` fits it. */
export interface ToastClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const PAGE_CLOCK: ToastClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Clock {
  handle: unknown;
  endsAt: number;
  remaining: number;
}

/** A toast queue of its own, on the page's clock or the one given; most apps use the shared {@link toast}. */
export function createToastQueue(time: ToastClock = PAGE_CLOCK): ToastQueue {
  const $toasts = atom<Toast[]>([]);
  const clocks = new Map<string, Clock>();
  const removals = new Map<string, unknown>();
  let paused = false;
  let seq = 0;

  function stopClock(id: string) {
    const clock = clocks.get(id);
    if (clock?.handle !== undefined) time.clearTimeout(clock.handle);
    clocks.delete(id);
  }

  function startClock(id: string, ms: number) {
    stopClock(id);
    clocks.set(id, {
      handle: paused ? undefined : time.setTimeout(() => dismiss(id), ms),
      endsAt: time.now() + ms,
      remaining: ms,
    });
  }

  function leave(ids: string[]) {
    for (const id of ids) {
      stopClock(id);
      if (removals.has(id)) continue;
      removals.set(
        id,
        time.setTimeout(() => {
          removals.delete(id);
          $toasts.set(removeToast($toasts.get(), id));
        }, TOAST_EXIT_MS),
      );
    }
  }

  function dismiss(id?: string) {
    const ids = $toasts
      .get()
      .filter((t) => t.phase === 'shown' && (id === undefined || t.id === id))
      .map((t) => t.id);
    if (!ids.length) return;
    $toasts.set(markLeaving($toasts.get(), ids));
    leave(ids);
  }

  function show(kind: ToastKind, text: ToastText, options: ToastOptions = {}) {
    // The same words twice (a stake refused while typing, then again on Place Bet) are one toast,
    // whose time on screen starts again.
    const id = options.id ?? shownTwin($toasts.get(), kind, text) ?? `toast-${++seq}`;
    const removal = removals.get(id);
    if (removal !== undefined) {
      time.clearTimeout(removal);
      removals.delete(id);
    }
    const { list, evicted } = upsertToast($toasts.get(), { id, kind, text });
    $toasts.set(list);
    leave(evicted);
    startClock(id, options.duration ?? toastDuration(kind));
    return id;
  }

  return {
    $toasts,
    show,
    success: (text, options) => show('success', text, options),
    error: (text, options) => show('error', text, options),
    info: (text, options) => show('info', text, options),
    warning: (text, options) => show('warning', text, options),
    loading: (text, options) => show('loading', text, options),
    dismiss,
    clear() {
      for (const id of [...clocks.keys()]) stopClock(id);
      for (const handle of removals.values()) time.clearTimeout(handle);
      removals.clear();
      $toasts.set([]);
    },
    pause() {
      if (paused) return;
      paused = true;
      const now = time.now();
      for (const clock of clocks.values()) {
        if (clock.handle !== undefined) time.clearTimeout(clock.handle);
        clock.handle = undefined;
        clock.remaining = Math.max(0, clock.endsAt - now);
      }
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const [id, clock] of [...clocks]) startClock(id, clock.remaining);
    },
  };
}

/** The shared toast queue that `<Toaster />` shows by default. */
export const toast: ToastQueue = createToastQueue();
