import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { createTestClient } from '../test/testClient';
import { STOP_DELAY_MS, whileObserved } from './whileObserved';

function observedStore() {
  const harness = createTestClient();
  const $store = atom(0);
  const log: string[] = [];
  whileObserved(harness.client, $store, () => {
    log.push('start');
    return () => log.push('stop');
  });
  return { ...harness, $store, log };
}

describe('whileObserved', () => {
  it('starts nothing when the store is made or read, and starts with its first subscriber only', async () => {
    const { $store, log } = observedStore();
    $store.get();
    await Promise.resolve();
    expect(log).toEqual([]);
    $store.subscribe(() => {});
    $store.subscribe(() => {});
    await Promise.resolve();
    expect(log).toEqual(['start']);
  });

  it('stops a moment after the last subscriber leaves, on the platform clock', async () => {
    const { $store, log, tick, timerCount } = observedStore();
    const first = $store.listen(() => {});
    const second = $store.listen(() => {});
    await Promise.resolve();
    first();
    tick(STOP_DELAY_MS);
    expect(log).toEqual(['start']);
    second();
    tick(STOP_DELAY_MS - 1);
    expect(log).toEqual(['start']);
    tick(1);
    expect(log).toEqual(['start', 'stop']);
    expect(timerCount()).toBe(0);
  });

  it('keeps running when a subscriber comes back within the delay (a re-render), and restarts after a real stop', async () => {
    const { $store, log, tick } = observedStore();
    const first = $store.listen(() => {});
    await Promise.resolve();
    first();
    tick(STOP_DELAY_MS / 2);
    const back = $store.listen(() => {});
    tick(STOP_DELAY_MS * 2);
    expect(log).toEqual(['start']);
    back();
    tick(STOP_DELAY_MS);
    $store.listen(() => {});
    await Promise.resolve();
    expect(log).toEqual(['start', 'stop', 'start']);
  });

  it('keeps running when the work reads its own store as it starts', async () => {
    const { client, tick } = createTestClient();
    const $store = atom(0);
    const log: string[] = [];
    whileObserved(client, $store, () => {
      log.push(`start at ${$store.get()}`);
      return () => log.push('stop');
    });
    $store.listen(() => {});
    await Promise.resolve();
    tick(STOP_DELAY_MS * 2);
    expect(log).toEqual(['start at 0']);
  });

  it('stops at once when the client is disposed, and never starts again', async () => {
    const { client, $store, log, timerCount } = observedStore();
    const off = $store.listen(() => {});
    await Promise.resolve();
    client.dispose();
    expect(log).toEqual(['start', 'stop']);
    off();
    $store.listen(() => {});
    await Promise.resolve();
    expect(log).toEqual(['start', 'stop']);
    expect(timerCount()).toBe(0);
  });
});
