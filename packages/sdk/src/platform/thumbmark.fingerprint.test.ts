// @vitest-environment happy-dom
import { includeComponent } from '@thumbmarkjs/thumbmarkjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FingerprintError } from '../errors/oyna.errors';
import { thumbmarkFingerprint } from './thumbmark.fingerprint';
import { readThumbmark } from './thumbmark.make';

// The real ThumbmarkJS in a simulated page. Its service and its log live on the internet, so the
// page's `fetch` is the boundary: the tests see every request the library tries to send.
const THUMBMARK_SERVICE = 'https://api.thumbmarkjs.com';
let sent: string[];

beforeEach(() => {
  // happy-dom leaves iframes empty unless told; the fonts component measures inside one.
  (window as unknown as { happyDOM: { settings: { enableIframePageLoading: boolean } } }).happyDOM.settings.enableIframePageLoading = true;
  sessionStorage.clear();
  sent = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function answerEveryRequestWith(answer: () => Promise<Response>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    sent.push(String(input instanceof Request ? input.url : input));
    return answer();
  });
}

/** A session ThumbmarkJS samples for its authors' log (0.01 % of them). */
const sampledForLogging = () => vi.spyOn(Math, 'random').mockReturnValue(0);

describe('thumbmarkFingerprint', () => {
  it('makes the same fingerprint for the same browser, with nothing to report', async () => {
    const fingerprint = thumbmarkFingerprint();
    const first = await fingerprint();
    const second = await fingerprint();
    expect(first.id).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toEqual(first);
    expect(first.issues).toEqual([]);
  });

  it('sends nothing to a third party, even in a session the library samples for its log', async () => {
    answerEveryRequestWith(async () => new Response(''));
    sampledForLogging();
    await thumbmarkFingerprint()();
    await vi.waitFor(() => expect(sent).toEqual([]));
  });

  it('sends the library its log when the operator turns logging on', async () => {
    answerEveryRequestWith(async () => new Response(''));
    sampledForLogging();
    await thumbmarkFingerprint({ logging: true })();
    await vi.waitFor(() => expect(sent).toContain(`${THUMBMARK_SERVICE}/log`));
  });

  it('reports a service that refuses its key (403) as unauthorized', async () => {
    answerEveryRequestWith(async () => new Response('Forbidden', { status: 403 }));
    const made = thumbmarkFingerprint({ apiKey: 'spent-key' })();
    await expect(made).rejects.toBeInstanceOf(FingerprintError);
    await expect(made).rejects.toMatchObject({ problem: 'unauthorized', message: 'Invalid API key or quota exceeded' });
    expect(sent).toEqual([`${THUMBMARK_SERVICE}/thumbmark`]);
  });

  it('waits 5 s for a component, then makes the fingerprint without it and reports the timeout', async () => {
    const fingerprint = thumbmarkFingerprint();
    const whole = await fingerprint();
    includeComponent('stuck', () => new Promise(() => {}));
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let made: Awaited<ReturnType<typeof fingerprint>> | undefined;
      void fingerprint().then((result) => (made = result));

      await vi.advanceTimersByTimeAsync(4_999);
      expect(made).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(made?.issues).toEqual([expect.objectContaining({ problem: 'timeout', component: 'stuck' })]);
      expect(made?.issues[0]).toBeInstanceOf(FingerprintError);
      // A stuck component counts as a fixed value: the fingerprint stays stable, if not the same.
      expect(made?.id).toMatch(/^[0-9a-f]{32}$/);
      expect(made?.id).not.toBe(whole.id);
    } finally {
      includeComponent('stuck', async () => null);
    }
  });

  it('waits 5 s for the service, then makes the fingerprint in the browser alone and reports the timeout', async () => {
    answerEveryRequestWith(() => new Promise(() => {}));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let made: Awaited<ReturnType<ReturnType<typeof thumbmarkFingerprint>>> | undefined;
    void thumbmarkFingerprint({ apiKey: 'slow-service' })().then((result) => (made = result));

    await vi.advanceTimersByTimeAsync(4_999);
    expect(made).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(made?.id).toMatch(/^[0-9a-f]{32}$/);
    expect(made?.issues.map((issue) => issue.problem)).toEqual(['timeout']);
  });
});

describe('readThumbmark', () => {
  it('fails with the reason when no fingerprint was made', () => {
    expect(() => readThumbmark({ thumbmark: '', error: [{ type: 'fatal', message: 'Browser environment required' }] })).toThrow(
      expect.objectContaining({ problem: 'failed', message: 'Browser environment required' }),
    );
    expect(() => readThumbmark({ thumbmark: '' })).toThrow(FingerprintError);
  });
});
