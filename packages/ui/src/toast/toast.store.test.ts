import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastQueue } from './toast.store';

const phases = (queue: ToastQueue) =>
  queue.$toasts.get().map((t) => `${t.id}:${t.phase}`);

describe('toast queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast for 4 s, then lets it leave for 800 ms before removing it', () => {
    const queue = createToastQueue();
    const id = queue.success('Saved');
    vi.advanceTimersByTime(3999);
    expect(phases(queue)).toEqual([`${id}:shown`]);
    vi.advanceTimersByTime(1);
    expect(phases(queue)).toEqual([`${id}:leaving`]);
    vi.advanceTimersByTime(799);
    expect(phases(queue)).toEqual([`${id}:leaving`]);
    vi.advanceTimersByTime(1);
    expect(queue.$toasts.get()).toEqual([]);
  });

  it('keeps a loading toast for 30 s', () => {
    const queue = createToastQueue();
    queue.loading('Working');
    vi.advanceTimersByTime(29999);
    expect(queue.$toasts.get()[0]?.phase).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(queue.$toasts.get()[0]?.phase).toBe('leaving');
  });

  it('turns a loading toast into its result under the same id, with a fresh clock', () => {
    const queue = createToastQueue();
    const id = queue.loading('Logging in');
    vi.advanceTimersByTime(10000);
    queue.success('Welcome', { id });
    expect(queue.$toasts.get()).toEqual([{ id, kind: 'success', text: 'Welcome', phase: 'shown' }]);
    vi.advanceTimersByTime(4000);
    expect(queue.$toasts.get()[0]?.phase).toBe('leaving');
  });

  it('dismisses one toast or all of them', () => {
    const queue = createToastQueue();
    const a = queue.info('a');
    const b = queue.warning('b');
    const c = queue.error('c');
    queue.dismiss(b);
    expect(phases(queue)).toEqual([`${a}:shown`, `${b}:leaving`, `${c}:shown`]);
    queue.dismiss();
    expect(phases(queue)).toEqual([`${a}:leaving`, `${b}:leaving`, `${c}:leaving`]);
    vi.advanceTimersByTime(800);
    expect(queue.$toasts.get()).toEqual([]);
  });

  it('shows the same words of the same kind once, and their time starts again', () => {
    const queue = createToastQueue();
    const first = queue.error({ key: 'error.unknown' });
    vi.advanceTimersByTime(3000);
    expect(queue.error({ key: 'error.unknown' })).toBe(first);
    expect(queue.info({ key: 'error.unknown' })).not.toBe(first);
    expect(queue.error({ key: 'error.unknown', params: { n: 1 } })).not.toBe(first);
    expect(queue.$toasts.get().filter((t) => t.phase === 'shown')).toHaveLength(3);
    vi.advanceTimersByTime(3999);
    expect(queue.$toasts.get().find((t) => t.id === first)?.phase).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(queue.$toasts.get().find((t) => t.id === first)?.phase).toBe('leaving');
    // Once it is leaving, the same words are a new toast.
    expect(queue.error({ key: 'error.unknown' })).not.toBe(first);
  });

  it('sends the oldest away when a sixth toast arrives', () => {
    const queue = createToastQueue();
    const ids = ['1', '2', '3', '4', '5', '6'].map((n) => queue.info(n));
    expect(queue.$toasts.get().filter((t) => t.phase === 'shown')).toHaveLength(5);
    expect(queue.$toasts.get()[0]).toMatchObject({ id: ids[0], phase: 'leaving' });
    vi.advanceTimersByTime(800);
    expect(queue.$toasts.get().map((t) => t.id)).toEqual(ids.slice(1));
  });

  it('holds the clock while paused and continues with the time left', () => {
    const queue = createToastQueue();
    queue.info('Read me');
    vi.advanceTimersByTime(3000);
    queue.pause();
    vi.advanceTimersByTime(60000);
    expect(queue.$toasts.get()[0]?.phase).toBe('shown');
    queue.resume();
    vi.advanceTimersByTime(999);
    expect(queue.$toasts.get()[0]?.phase).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(queue.$toasts.get()[0]?.phase).toBe('leaving');
  });

  it('keeps queues of different toasters apart', () => {
    const one = createToastQueue();
    const two = createToastQueue();
    one.info('only here');
    expect(two.$toasts.get()).toEqual([]);
  });
});

describe('toast queue clear', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('removes every toast at once and no late timer brings one back', () => {
    const queue = createToastQueue();
    queue.info('a');
    const b = queue.info('b');
    queue.dismiss(b);
    queue.clear();
    expect(queue.$toasts.get()).toEqual([]);
    queue.success('c');
    vi.advanceTimersByTime(1000);
    expect(queue.$toasts.get().map((t) => t.text)).toEqual(['c']);
  });
});
