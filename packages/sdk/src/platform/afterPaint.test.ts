import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint';
import { defaultPlatform } from './browserPlatform';
import type { Platform } from './platform.types';

/** Just enough of a browser window for `defaultPlatform`, with frames drawn when the test says. */
function fakeWindow() {
  const frames: Array<() => void> = [];
  const win = {
    document: { baseURI: 'http://127.0.0.1/', visibilityState: 'visible' },
    setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle: number) => globalThis.clearTimeout(handle),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    drawFrame: () => frames.splice(0).forEach((callback) => callback()),
    parent: undefined as unknown,
  };
  win.parent = win;
  return win;
}

async function settledWithin(promise: Promise<void>, ms: number) {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('afterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('in a browser, goes on only once the next frame has been drawn', async () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    vi.stubGlobal('window', win);
    const painted = afterPaint(defaultPlatform());
    expect(await settledWithin(painted, 50)).toBe(false);
    win.drawFrame();
    expect(await settledWithin(painted, 0)).toBe(true);
  });

  it('in a hidden tab, which draws no frames, goes on after 100 ms', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', fakeWindow());
    const painted = afterPaint(defaultPlatform());
    expect(await settledWithin(painted, 99)).toBe(false);
    expect(await settledWithin(painted, 1)).toBe(true);
  });

  it('on a platform without frames, goes on after a zero timeout of its own timers', async () => {
    const later: Array<() => void> = [];
    const platform = { setTimeout: (callback: () => void) => later.push(callback) } as unknown as Platform;
    const painted = afterPaint(platform);
    expect(later).toHaveLength(1);
    later[0]!();
    await expect(painted).resolves.toBeUndefined();
  });
});
