import { act, fireEvent, screen } from '@testing-library/react';
import { TOP_NOTIFY_HIDE_DELAY_MS } from '@oyna/sdk/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { DomainBanner } from './DomainBanner';
import { TopNotifyBar } from './TopNotifyBar';

const sandbox = useSandbox({ resetEachTest: false });
afterEach(() => vi.useRealTimers());

describe('TopNotifyBar', () => {
  it('shows the current and next address on home, and fades out for 500 ms when closed', async () => {
    const bootstrap = await sandbox.bootstrap('en');
    const { client } = renderWithOyna(<TopNotifyBar currentPath="/" />, sandbox, { locale: 'en', bootstrap });
    const bar = await screen.findByRole('region', { name: 'Our current address is oyna127.example.' });
    expect(bar.textContent).toContain('Our current address is oyna127.example. Our next address will be oyna128.example.');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Close the address notice' }));
    expect(client.platform.storage.getItem('topNotifyRead')).toBe('yes');
    expect(bar.getAttribute('data-closing')).toBe('true');
    act(() => vi.advanceTimersByTime(TOP_NOTIFY_HIDE_DELAY_MS - 1));
    expect(screen.queryByRole('region')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stays away once read, and never shows off home', async () => {
    const bootstrap = await sandbox.bootstrap('tr');
    renderWithOyna(<TopNotifyBar currentPath="/" />, sandbox, { locale: 'tr', bootstrap, stored: { topNotifyRead: 'yes' } });
    renderWithOyna(<TopNotifyBar currentPath="/promotions" />, sandbox, { locale: 'tr', bootstrap });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('counts as read when the visitor leaves home', async () => {
    const bootstrap = await sandbox.bootstrap('tr');
    const { client } = renderWithOyna(<TopNotifyBar currentPath="/" />, sandbox, { locale: 'tr', bootstrap });
    await screen.findByRole('region', { name: 'Güncel adresimiz oyna127.example.' });
    fireEvent(window, new Event('pagehide'));
    expect(client.platform.storage.getItem('topNotifyRead')).toBe('yes');
  });
});

describe('DomainBanner', () => {
  it('shows only off the default domain, with a link to it', async () => {
    const bootstrap = await sandbox.bootstrap('en');
    renderWithOyna(<DomainBanner hostname="oyna127.example" />, sandbox, { locale: 'en', bootstrap });
    expect(screen.queryByRole('note')).toBeNull();
    renderWithOyna(<DomainBanner hostname="oyna126.example" />, sandbox, { locale: 'en', bootstrap });
    expect(screen.getByRole('note').textContent).toContain('Our official address is oyna127.example.');
    expect(screen.getByRole('link', { name: 'Go to oyna127.example' }).getAttribute('href')).toBe('https://oyna127.example');
  });
});
