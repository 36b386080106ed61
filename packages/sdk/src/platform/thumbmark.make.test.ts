// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hideProbeFrames } from './thumbmark.make';

const nextMicrotask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('the fingerprint library’s probe frame', () => {
  it('is out of the tab order and the accessibility tree while the fingerprint is made, and only then', async () => {
    const stop = hideProbeFrames(document);
    const probe = document.createElement('iframe');
    document.body.append(probe);
    await nextMicrotask();
    expect(probe.tabIndex).toBe(-1);
    expect(probe.getAttribute('aria-hidden')).toBe('true');

    stop();
    const later = document.createElement('iframe');
    document.body.append(later);
    await nextMicrotask();
    expect(later.hasAttribute('aria-hidden')).toBe(false);
  });
});
