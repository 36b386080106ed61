import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, useReducedMotion } from './reducedMotion';

/** A `matchMedia` whose reduced-motion answer the test sets, telling its listeners as a browser does. */
function stubReducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query.includes('prefers-reduced-motion') && matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

function Motion() {
  return <p>{useReducedMotion() ? 'still' : 'moving'}</p>;
}

describe('reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the setting as the player changes it, and stops listening when unmounted', () => {
    const setting = stubReducedMotion(true);
    expect(prefersReducedMotion()).toBe(true);
    const { unmount } = render(<Motion />);
    expect(screen.getByText('still')).toBeVisible();
    act(() => setting.set(false));
    expect(screen.getByText('moving')).toBeVisible();
    unmount();
    expect(setting.listeners.size).toBe(0);
  });

  it('is false where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
  });
});
