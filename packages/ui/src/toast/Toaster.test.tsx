import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MalformedResponseError, NetworkError } from '@oyna/sdk';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithDemoApi } from '../test/render.demo';
import { itRendersEveryStory } from '../test/stories';
import * as stories from './Toaster.stories';
import { Toaster } from './Toaster';
import { toastError } from './toast.error';
import { createToastQueue } from './toast.store';

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('announces successes politely and errors at once', async () => {
    const queue = createToastQueue();
    const { container } = renderWithDemoApi(<Toaster queue={queue} />);
    act(() => {
      queue.success('Para yatırma talebiniz alındı');
      queue.error('Kullanıcı adı veya şifre hatalı');
    });
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Para yatırma talebiniz alındı');
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Kullanıcı adı veya şifre hatalı');
    await expectNoAxeViolations(container);
  });

  it('shows translation keys in the active language', () => {
    const queue = createToastQueue();
    renderWithDemoApi(<Toaster queue={queue} />, { locale: 'en' });
    act(() => void queue.info({ key: 'common.loading' }));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows five toasts at most, the oldest leaving first', () => {
    const queue = createToastQueue();
    renderWithDemoApi(<Toaster queue={queue} />);
    act(() => {
      for (let n = 1; n <= 7; n += 1) queue.info(`Mesaj ${n}`);
    });
    act(() => void vi.advanceTimersByTime(800));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Mesaj 3',
      'Mesaj 4',
      'Mesaj 5',
      'Mesaj 6',
      'Mesaj 7',
    ]);
  });

  it('closes a toast from its dismiss button after the exit animation', async () => {
    const queue = createToastQueue();
    const { user } = renderWithDemoApi(<Toaster queue={queue} />, { locale: 'en' });
    act(() => void queue.warning('Favorilerden çıkarıldı'));
    const alert = screen.getByRole('alert');
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Dismiss' }));
    expect(alert.parentElement?.dataset.phase).toBe('leaving');
    act(() => void vi.advanceTimersByTime(800));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes away by itself after 4 seconds', () => {
    const queue = createToastQueue();
    renderWithDemoApi(<Toaster queue={queue} />);
    act(() => void queue.success('Kaydedildi'));
    act(() => void vi.advanceTimersByTime(4000 + 800));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('toastError', () => {
  function lastMessage(error: unknown, locale = 'en') {
    const queue = createToastQueue();
    renderWithDemoApi(<Toaster queue={queue} />, { locale });
    act(() => void toastError(error, { queue: queue }));
    return screen.getByRole('alert').textContent;
  }

  it("shows the server's own message for a refused call", () => {
    expect(lastMessage(new ApiError({ status: 200, path: 'auth/login', message: 'Hesabınız askıya alındı' }))).toBe(
      'Hesabınız askıya alındı',
    );
  });

  it('explains an unexpected answer', () => {
    expect(lastMessage(new MalformedResponseError({ path: 'cms/grouped', status: 200 }))).toBe(
      'The server sent an unexpected answer. Please try again.',
    );
  });

  it('explains a lost connection, in Turkish by default', () => {
    expect(lastMessage(new NetworkError({ path: 'auth/login', cause: new TypeError('fetch failed') }), 'tr')).toBe(
      'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
    );
  });

  it('falls back to a generic message for anything else', () => {
    expect(lastMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});

describe('Toaster stories', () => {
  itRendersEveryStory(stories);
});
