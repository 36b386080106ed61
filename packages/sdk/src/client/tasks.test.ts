import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { API, envelope, useFakeApi } from '../test/fakeApi';
import { createTestClient } from '../test/testClient';
import { createResource } from './resource';
import { createTasks } from './tasks';

const api = useFakeApi();
const { http, HttpResponse } = api;

/** A promise and its resolve. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('waiting for a client’s work', () => {
  it('resolves with nothing under way, and waits for work until it settles, failed or not', async () => {
    const tasks = createTasks();
    await tasks.allTasks();
    const slow = deferred();
    void tasks.task(slow.promise);
    void tasks.task(Promise.reject(new Error('refused'))).catch(() => {});
    let finished = false;
    const waiting = tasks.allTasks().then(() => (finished = true));
    await Promise.resolve();
    expect(finished).toBe(false);
    slow.resolve();
    await waiting;
    expect(finished).toBe(true);
  });

  it('waits for the work that finished work started, however far down its callers chain it', async () => {
    const tasks = createTasks();
    const steps: string[] = [];
    void tasks.task(Promise.resolve()).then(async () => {
      await Promise.resolve();
      steps.push('first answer shown');
      await tasks.task(new Promise<void>((resolve) => queueMicrotask(resolve)));
      steps.push('second answer shown');
    });
    await tasks.allTasks();
    expect(steps).toEqual(['first answer shown', 'second answer shown']);
  });

  it('is not held by fake timers', async () => {
    vi.useFakeTimers();
    try {
      const tasks = createTasks();
      void tasks.task(Promise.resolve());
      await tasks.allTasks();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a store’s load: the request, its answer read and shown', async () => {
    api.server.use(http.get(`${API}user/balance`, () => HttpResponse.json(envelope({ balance: 125 }))));
    const { client } = createTestClient();
    const balance = createResource(client, async (_: undefined, signal) => (await client.http.get('user/balance', z.object({ balance: z.number() }), { signal })).data);
    const $shown = atom<unknown>(null);
    client.track(balance.$state.subscribe((state) => $shown.set(state)));
    void balance.load(undefined);
    await client.allTasks();
    expect($shown.get()).toMatchObject({ status: 'ready', value: { balance: 125 } });
    client.dispose();
  });
});
