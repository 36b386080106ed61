import { describe, expect, it } from 'vitest';
import { gameFrameAttributes } from './gameFrame.model';

const PAGE = 'https://oyna.example';

describe('game frames', () => {
  it('sandboxes a URL game on its own origin, with full screen and autoplay, sending only the origin as referrer', () => {
    expect(gameFrameAttributes({ kind: 'url', url: 'https://games.example/play?t=1' }, PAGE)).toEqual({
      src: 'https://games.example/play?t=1',
      sandbox: 'allow-scripts allow-forms allow-popups allow-same-origin',
      allow: 'fullscreen; autoplay',
      referrerPolicy: 'strict-origin',
      messageOrigin: 'https://games.example',
    });
  });

  it('never gives a game on the page’s own origin that origin', () => {
    const frame = gameFrameAttributes({ kind: 'url', url: 'https://oyna.example/evil' }, PAGE);
    expect(frame.sandbox.split(' ')).not.toContain('allow-same-origin');
    expect(frame.messageOrigin).toBe('null');
  });

  it('puts an HTML launch in srcdoc without same-origin', () => {
    const frame = gameFrameAttributes({ kind: 'html', html: '<script>go()</script>' }, PAGE);
    expect(frame).toMatchObject({ srcDoc: '<script>go()</script>', sandbox: 'allow-scripts allow-forms allow-popups', messageOrigin: 'null' });
    expect(frame.src).toBeUndefined();
  });
});
