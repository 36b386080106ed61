import { describe, expect, it } from 'vitest';
import { manualClock } from '../test/manualClock';
import { createToastQueue, type ToastQueue } from './toast.store';

const phases = (queue: ToastQueue) =>
  queue.$toasts.get().map((t) => `${t.id}:${t.phase}`);

describe('toast queue', () => {
  let clock = manualClock();
  const queueOnClock = () => createToastQueue((clock = manualClock()));

  it('shows a toast for 4 s, then lets it leave for 800 ms before removing it', () => {
    const queue = queueOnClock();
    const id = queue.success('Saved');
    clock.tick(3999);
    expect(phases(queue)).toEqual([`${id}:shown`]);
    clock.tick(1);
    expect(phases(queue)).toEqual([`${id}:leaving`]);
    clock.tick(799);
    expect(phases(queue)).toEqual([`${id}:leaving`]);
    clock.tick(1);
    expect(queue.$toasts.get()).toEqual([]);
  });

  it('keeps a loading toast for 30 s', () => {
    const queue = queueOnClock();
    queue.loading('Working');
    clock.tick(29999);
    expect(queue.$toasts.get()[0]?.phase).toBe('shown');
    clock.tick(1);
    expect(queue.$toasts.get()[0]?.phase).toBe('leaving');
  });

  it('turns a loading toast into its result under the same id, with a fresh clock', () => {
    const queue = queueOnClock();
    const id = queue.loading('Logging in');
    clock.tick(10000);
    queue.success('Welcome', { id });
    expect(queue.$toasts.get()).toEqual([{ id, kind: 'success', text: 'Welcome', phase: 'shown' }]);
    clock.tick(4000);
    expect(queue.$toasts.get()[0]?.phase).toBe('leaving');
  });

  it('dismisses one toast or all of them', () => {
    const queue = queueOnClock();
    const a = queue.info('a');
    const b = queue.warning('b');
    const c = queue.error('c');
    queue.dismiss(b);
    expect(phases(queue)).toEqual([`${a}:shown`, `${b}:leaving`, `${c}:shown`]);
    queue.dismiss();
    expect(phases(queue)).toEqual([`${a}:leaving`, `${b}:leaving`, `${c}:leaving`]);
    clock.tick(800);
    expect(queue.$toasts.get()).toEqual([]);
  });

  it('shows the same words of the same kind once, and their time starts again', () => {
    const queue = queueOnClock();
    const first = queue.error({ key: 'error.unknown' });
    clock.tick(3000);
    expect(queue.error({ key: 'error.unknown' })).toBe(first);
    expect(queue.info({ key: 'error.unknown' })).not.toBe(first);
    expect(queue.error({ key: 'error.unknown', params: { n: 1 } })).not.toBe(first);
    expect(queue.$toasts.get().filter((t) => t.phase === 'shown')).toHaveLength(3);
    clock.tick(3999);
    expect(queue.$toasts.get().find((t) => t.id === first)?.phase).toBe('shown');
    clock.tick(1);
    expect(queue.$toasts.get().find((t) => t.id === first)?.phase).toBe('leaving');
    // Once it is leaving, the same words are a new toast.
    expect(queue.error({ key: 'error.unknown' })).not.toBe(first);
  });

  it('sends the oldest away when a sixth toast arrives', () => {
    const queue = queueOnClock();
    const ids = ['1', '2', '3', '4', '5', '6'].map((n) => queue.info(n));
    expect(queue.$toasts.get().filter((t) => t.phase === 'shown')).toHaveLength(5);
    expect(queue.$toasts.get()[0]).toMatchObject({ id: ids[0], phase: 'leaving' });
    clock.tick(800);
    expect(queue.$toasts.get().map((t) => t.id)).toEqual(ids.slice(1));
  });

  it('holds the clock while paused and continues with the time left', () => {
    const queue = queueOnClock();
    queue.info('Read me');
    clock.tick(3000);
    queue.pause();
    clock.tick(60000);
    expect(queue.$toasts.get()[0]?.phase).toBe('shown');
    queue.resume();
    clock.tick(999);
    expect(queue.$toasts.get()[0]?.phase).toBe('shown');
    clock.tick(1);
    expect(queue.$toasts.get()[0]?.phase).toBe('leaving');
  });

  it('keeps queues of different toasters apart', () => {
    const one = queueOnClock();
    const two = queueOnClock();
    one.info('only here');
    expect(two.$toasts.get()).toEqual([]);
  });
});

describe('toast queue clear', () => {
  let clock = manualClock();
  const queueOnClock = () => createToastQueue((clock = manualClock()));

  it('removes every toast at once and no late timer brings one back', () => {
    const queue = queueOnClock();
    queue.info('a');
    const b = queue.info('b');
    queue.dismiss(b);
    queue.clear();
    expect(queue.$toasts.get()).toEqual([]);
    queue.success('c');
    clock.tick(1000);
    expect(queue.$toasts.get().map((t) => t.text)).toEqual(['c']);
  });
});
