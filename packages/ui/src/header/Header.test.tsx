import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../dialogHost/DialogHost';
import { createSidebarStore } from '../menu/sidebar.store';
import { expectNoAxeViolations } from '../test/axe';
import { placeSingle } from '../test/betslip.sandbox';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { Header } from './Header';
import * as stories from './Header.stories';

const sandbox = useSandbox();

const banner = () => screen.getByRole('banner');
const linkIn = (name: string) => within(banner()).getByRole('link', { name });
/** Promotions and Claim Reward stand in the bar and, for phones, under it: CSS shows one of them. */
const hrefsOf = (name: string) => within(banner()).getAllByRole('link', { name }).map((link) => link.getAttribute('href'));

describe('Header for guests', () => {
  it('offers Register, Login, Promotions and Claim Reward, and no account controls', async () => {
    const { container } = renderWithOyna(<Header currentPath="/" onRegister={vi.fn()} />, sandbox, { locale: 'en' });
    const header = within(banner());
    expect(header.getByRole('button', { name: 'Register' })).toBeVisible();
    expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(hrefsOf('Promotions')).toEqual(['/promotions', '/promotions']);
    expect(hrefsOf('Claim Reward')).toEqual(['/dashboard/bonuses', '/dashboard/bonuses']);
    expect(header.queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(header.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick actions' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows no Register and no Live Chat when the host has no flow behind them', () => {
    renderWithOyna(<Header currentPath="/" />, sandbox, { locale: 'en' });
    const header = within(banner());
    expect(header.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(header.queryByRole('button', { name: 'Live Chat' })).toBeNull();
    expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('takes the flows from the provider as well as from its own props', async () => {
    const register = vi.fn();
    const liveChat = vi.fn();
    const { user } = renderWithOyna(<Header currentPath="/" />, sandbox, { locale: 'en', flows: { register, liveChat } });
    await user.click(within(banner()).getByRole('button', { name: 'Register' }));
    await user.click(within(banner()).getByRole('button', { name: 'Live Chat' }));
    expect(register).toHaveBeenCalledOnce();
    expect(liveChat).toHaveBeenCalledOnce();
  });

  it('opens the login dialog from Login', async () => {
    const { user } = renderWithOyna(
      <>
        <Header currentPath="/" />
        <DialogHost />
      </>,
      sandbox,
      { locale: 'en' },
    );
    await user.click(within(banner()).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('hands Register, live chat and back to the page', async () => {
    const onRegister = vi.fn();
    const onLiveChat = vi.fn();
    const onBack = vi.fn();
    const { user } = renderWithOyna(
      <Header currentPath="/" onRegister={onRegister} onLiveChat={onLiveChat} onBack={onBack} />,
      sandbox,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(screen.getByRole('button', { name: 'Live Chat' }));
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect([onRegister, onLiveChat, onBack].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
  });
});

describe('Header for players', () => {
  it('shows balance, Deposit, the user name, the bell, Logout, Promotions, Claim Reward and My Account', async () => {
    const player = await sandbox.login('demouser');
    expect(player.balance).toBe(1500);
    const { container } = renderWithOyna(<Header currentPath="/" />, sandbox, { locale: 'en', user: player });
    const header = within(banner());
    expect(header.getByText('₺1.500,00')).toBeVisible();
    expect(linkIn('Deposit').getAttribute('href')).toBe('/dashboard/deposit');
    expect(header.getByText(player.username)).toBeVisible();
    expect(linkIn('My Account').getAttribute('href')).toBe('/dashboard');
    expect(hrefsOf('Promotions')).toEqual(['/promotions', '/promotions']);
    expect(hrefsOf('Claim Reward')).toEqual(['/dashboard/bonuses', '/dashboard/bonuses']);
    expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await header.findByRole('button', { name: 'Notifications: 2 unread' })).toBeTruthy();
    expect(header.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(header.queryByRole('button', { name: 'Register' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('gives groups 3 and 4 a crown linking to the account instead of My Account', async () => {
    const vip = await sandbox.login('vipuser');
    expect(vip.group).toBe(3);
    renderWithOyna(<Header currentPath="/" />, sandbox, { locale: 'en', user: vip });
    expect(linkIn('VIP account').getAttribute('href')).toBe('/dashboard');
    expect(within(banner()).queryByRole('link', { name: 'My Account' })).toBeNull();
  });

  it('follows the polled balance', async () => {
    const player = await sandbox.login('demouser');
    // The balance moves on the server after the login that carried the old one.
    await sandbox.hook('balance', { username: player.username, balance: 2750.5 });
    renderWithOyna(<Header currentPath="/" />, sandbox, { user: player });
    expect(await within(banner()).findByText('₺2.750,50')).toBeTruthy();
    expect(within(banner()).queryByText('₺1.500,00')).toBeNull();
    expect((await sandbox.api('user/balance', { token: player.token })).data).toEqual({ balance: 2750.5 });
  });

  it('logs out on the server and shows the guest where the host is (the host decides what follows)', async () => {
    const player = await sandbox.login('demouser');
    const { user, navigations } = renderWithOyna(<Header currentPath="/casino/slot" />, sandbox, { locale: 'en', user: player });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await within(banner()).findByRole('button', { name: 'Login' });
    expect(navigations).toEqual([]);
    // The server no longer takes the token.
    expect((await sandbox.api('user/balance', { token: player.token })).success).toBe(false);
  });

  it('adds a bottom bar with account, notifications, My Bets, balance and deposit for narrow screens', async () => {
    const player = await sandbox.login('demouser');
    renderWithOyna(<Header currentPath="/dashboard" />, sandbox, { locale: 'en', user: player });
    const bar = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    expect(bar.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
    expect(await bar.findByRole('button', { name: 'Notifications (2 unread)' })).toBeTruthy();
    expect(bar.getByRole('button', { name: 'My Bets' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(bar.getByText('₺1.500,00')).toBeVisible();
    expect(bar.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/dashboard/deposit');
  });

  it("opens My Bets from the bottom bar, on a page with no betslip, showing the player's coupons", async () => {
    const player = await sandbox.login('demouser');
    const odd = (await sandbox.prematchFootball())[0]!.odds.home;
    await placeSingle(sandbox, player.token, odd.id, 10);
    const { user } = renderWithOyna(
      <>
        <Header currentPath="/casino/slot" />
        <DialogHost />
      </>,
      sandbox,
      { locale: 'tr', user: player },
    );
    const bar = within(screen.getByRole('navigation', { name: 'Hızlı işlemler' }));
    await user.click(bar.getByRole('button', { name: 'Bahislerim' }));
    // A ceiling, not a wait: the dialog's chunk is transformed on its first import, which took 5.8 s
    // in a CI run under load.
    const myBets = await screen.findByRole('dialog', { name: 'Bahislerim' }, { timeout: 20_000 });
    const coupon = await within(myBets).findByRole('article');
    // Its odds written as Turkish writes decimals, like the amounts beside them.
    expect(coupon.textContent).toContain(odd.eventName);
    expect(coupon.textContent).toContain(`: ${odd.name} · ${odd.rate.toFixed(2).replace('.', ',')}`);
  });
});

describe('Header navigation', () => {
  it('links the logo home and searches live casino only from live casino', () => {
    const { unmount } = renderWithOyna(<Header currentPath="/casino/live" />, sandbox, { locale: 'en' });
    expect(linkIn('Oyna home page').getAttribute('href')).toBe('/');
    expect(linkIn('Search games').getAttribute('href')).toBe('/casino/live');
    unmount();
    renderWithOyna(<Header currentPath="/spor/prematch" />, sandbox, { locale: 'en' });
    expect(linkIn('Search games').getAttribute('href')).toBe('/casino/slot');
  });

  it('toggles the left menu from the hamburger', async () => {
    const sidebar = createSidebarStore();
    const { user } = renderWithOyna(<Header currentPath="/" sidebar={sidebar} />, sandbox, { locale: 'en' });
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    await user.click(hamburger);
    expect(sidebar.$open.get()).toBe(true);
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    await user.click(hamburger);
    expect(sidebar.$open.get()).toBe(false);
  });

  it('slides away when scrolled down past 100 px and returns on the way up', async () => {
    renderWithOyna(<Header currentPath="/" />, sandbox);
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(80);
    await waitFor(() => expect(banner().dataset.hidden).toBe('false'));
    scrollTo(400);
    await waitFor(() => expect(banner().dataset.hidden).toBe('true'));
    scrollTo(300);
    await waitFor(() => expect(banner().dataset.hidden).toBe('false'));
  });
});

describe('Header stories', () => {
  itRendersEveryStory(stories);
});
