import { describe, expect, it } from 'vitest';
import { freshFlight } from './freshFlight';

function deferredTask() {
  const runs: { resolve: (value: number) => void; reject: (error: unknown) => void }[] = [];
  const task = () => new Promise<number>((resolve, reject) => runs.push({ resolve, reject }));
  return { runs, task };
}

describe('freshFlight', () => {
  it('answers a caller who arrives mid-flight with the next run, shared by everyone who waited', async () => {
    const { runs, task } = deferredTask();
    const load = freshFlight(task);
    const first = load();
    const second = load();
    const third = load();
    expect(runs).toHaveLength(1);
    expect(second).toBe(third);
    runs[0]!.resolve(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(runs).toHaveLength(2);
    runs[1]!.resolve(2);
    expect(await second).toBe(2);
  });

  it('starts the next run even when the one in flight fails', async () => {
    const { runs, task } = deferredTask();
    const load = freshFlight(task);
    const first = load();
    const second = load();
    runs[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await Promise.resolve();
    runs[1]!.resolve(2);
    expect(await second).toBe(2);
  });

  it('runs at once when nothing is in flight', async () => {
    const { runs, task } = deferredTask();
    const load = freshFlight(task);
    const first = load();
    runs[0]!.resolve(1);
    await first;
    void load();
    expect(runs).toHaveLength(2);
  });
});
