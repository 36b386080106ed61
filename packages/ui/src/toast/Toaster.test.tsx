import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, MalformedResponseError, NetworkError } from '@oyna/sdk';
import { sessionOf } from '@oyna/sdk/session';
import { expectNoAxeViolations } from '../test/axe';
import { manualClock } from '../test/manualClock';
import { createTestClient, renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import * as stories from './Toaster.stories';
import { Toaster } from './Toaster';
import { toastError } from './toast.error';
import { createToastQueue } from './toast.store';

const sandbox = useSandbox();

describe('Toaster', () => {
  let clock = manualClock();
  const queueOnClock = () => createToastQueue((clock = manualClock()));

  it('announces successes politely and errors at once', async () => {
    const queue = queueOnClock();
    const { container } = renderWithOyna(<Toaster queue={queue} />, sandbox);
    act(() => {
      queue.success('Para yatırma talebiniz alındı');
      queue.error('Kullanıcı adı veya şifre hatalı');
    });
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Para yatırma talebiniz alındı');
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Kullanıcı adı veya şifre hatalı');
    await expectNoAxeViolations(container);
  });

  it('shows translation keys in the active language', () => {
    const queue = queueOnClock();
    renderWithOyna(<Toaster queue={queue} />, sandbox, { locale: 'en' });
    act(() => void queue.info({ key: 'common.loading' }));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows five toasts at most, the oldest leaving first', () => {
    const queue = queueOnClock();
    renderWithOyna(<Toaster queue={queue} />, sandbox);
    act(() => {
      for (let n = 1; n <= 7; n += 1) queue.info(`Mesaj ${n}`);
    });
    act(() => void clock.tick(800));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Mesaj 3',
      'Mesaj 4',
      'Mesaj 5',
      'Mesaj 6',
      'Mesaj 7',
    ]);
  });

  it('closes a toast from its dismiss button after the exit animation', async () => {
    const queue = queueOnClock();
    const { user } = renderWithOyna(<Toaster queue={queue} />, sandbox, { locale: 'en' });
    act(() => void queue.warning('Favorilerden çıkarıldı'));
    const alert = screen.getByRole('alert');
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Dismiss' }));
    expect(alert.parentElement?.dataset.phase).toBe('leaving');
    act(() => void clock.tick(800));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes away by itself after 4 seconds', () => {
    const queue = queueOnClock();
    renderWithOyna(<Toaster queue={queue} />, sandbox);
    act(() => void queue.success('Kaydedildi'));
    act(() => void clock.tick(4000 + 800));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('toastError', () => {
  function lastMessage(error: unknown, locale = 'en') {
    const queue = createToastQueue();
    renderWithOyna(<Toaster queue={queue} />, sandbox, { locale });
    act(() => void toastError(error, { queue: queue }));
    return screen.getByRole('alert').textContent;
  }

  /** What a login with a wrong password throws, on a network that may break the call on its way. */
  async function loginFailure(locale: string, network: typeof globalThis.fetch = globalThis.fetch) {
    const { client } = createTestClient(sandbox, { locale, fetch: network });
    return sessionOf(client)
      .login({ username: 'demouser', password: 'wrong-password' })
      .then(() => expect.unreachable('the login went through'), (error: unknown) => error);
  }

  /** A network whose every `auth/login` gets `answer` instead of the server's. */
  const breakingLogin =
    (answer: () => Promise<Response>): typeof globalThis.fetch =>
    (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/auth/login') ? answer() : globalThis.fetch(input, init);

  it("shows the server's own message for a refused call", async () => {
    const refusal = await loginFailure('tr');
    expect(refusal).toBeInstanceOf(ApiError);
    const body = { username: 'demouser', password: 'wrong-password' };
    const { success, message } = await sandbox.api('auth/login', { body, locale: 'tr' });
    expect(success).toBe(false);
    expect(message).not.toBe('');
    expect(lastMessage(refusal)).toBe(message);
  });

  it('explains an unexpected answer', async () => {
    const refusal = await loginFailure('en', breakingLogin(async () => new Response('<html>Bad gateway</html>', { status: 200 })));
    expect(refusal).toBeInstanceOf(MalformedResponseError);
    expect(lastMessage(refusal)).toBe('The server sent an unexpected answer. Please try again.');
  });

  it('explains a lost connection, in Turkish by default', async () => {
    const refusal = await loginFailure('tr', breakingLogin(() => Promise.reject(new TypeError('fetch failed'))));
    expect(refusal).toBeInstanceOf(NetworkError);
    expect(lastMessage(refusal, 'tr')).toBe('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.');
  });

  it('falls back to a generic message for anything else', () => {
    expect(lastMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});

describe('Toaster stories', () => {
  itRendersEveryStory(stories);
});
