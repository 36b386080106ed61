import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../dialogHost/DialogHost';
import { expectNoAxeViolations } from '../test/axe';
import { createTestClient, renderWithOyna, type TestClientOptions } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { LeftMenu, type LeftMenuProps } from './LeftMenu';
import * as stories from './LeftMenu.stories';
import { createSidebarStore } from './sidebar.store';

const sandbox = useSandbox();

/** The open drawer as a page shows it, with the start-up data the server sent. */
async function renderMenu(props: Partial<LeftMenuProps> = {}, options: TestClientOptions = {}) {
  const locale = options.locale ?? 'en';
  // A client of the test's own: its navigations and reloads stay readable as they grow.
  const bootstrap = await sandbox.bootstrap(locale);
  const test = createTestClient(sandbox, { locale, bootstrap, ...options });
  const sidebar = createSidebarStore();
  sidebar.open();
  const callbacks = {
    onOpenGame: vi.fn(),
    onLiveChat: vi.fn(),
    onCallRequest: vi.fn(),
    onRegister: vi.fn(),
    onLocaleChange: vi.fn(),
  };
  const result = renderWithOyna(
    <>
      <LeftMenu currentPath="/" sidebar={sidebar} {...callbacks} {...props} />
      <DialogHost />
    </>,
    sandbox,
    { client: test.client },
  );
  return { ...result, test, bootstrap, sidebar, ...callbacks };
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

describe('LeftMenu', () => {
  it('shows the titled groups with their links', async () => {
    const { container } = await renderMenu();
    for (const title of ['Casino', 'Sports Bettings', 'Games', 'Other']) {
      expect(nav().getByRole('button', { name: title }).getAttribute('aria-expanded')).toBe('true');
    }
    expect(nav().getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/casino/slot');
    expect(nav().getByRole('link', { name: 'Live Casino' }).getAttribute('href')).toBe('/casino/live');
    expect(nav().getByRole('link', { name: 'Sports' }).getAttribute('href')).toBe('/spor/prematch');
    expect(nav().getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/pages/3');
    expect(nav().queryByRole('link', { name: 'Betco' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('folds a group away and back with its chevron button', async () => {
    const { user } = await renderMenu();
    const casino = nav().getByRole('button', { name: 'Casino' });
    await user.click(casino);
    expect(casino.getAttribute('aria-expanded')).toBe('false');
    expect(nav().queryByRole('link', { name: 'Slots' })).toBeNull();
    await user.click(casino);
    expect(nav().getByRole('link', { name: 'Slots' })).toBeVisible();
  });

  it('sends Live Bettings to the overview on windows narrower than 1100 px', async () => {
    window.innerWidth = 1024;
    try {
      await renderMenu();
      expect(nav().getByRole('link', { name: 'Live Bettings' }).getAttribute('href')).toBe('/spor/live/overview/1');
    } finally {
      window.innerWidth = 1440;
    }
  });

  it('asks the page to search Aviator (not live), toggle live chat and open the call form', async () => {
    const { user, onOpenGame, onLiveChat, onCallRequest } = await renderMenu();
    await user.click(nav().getByRole('button', { name: 'Aviator' }));
    await user.click(nav().getByRole('button', { name: 'Live Chat' }));
    await user.click(nav().getByRole('button', { name: 'Call Request Form' }));
    expect(onOpenGame).toHaveBeenCalledWith({ search: 'Aviator', isLive: false });
    expect(onLiveChat).toHaveBeenCalledOnce();
    expect(onCallRequest).toHaveBeenCalledOnce();
  });

  it('closes the drawer on any menu click', async () => {
    const { user, sidebar } = await renderMenu();
    await user.click(nav().getByRole('link', { name: 'Slots' }));
    expect(sidebar.$open.get()).toBe(false);
  });

  it('closes the drawer with its close button and with Escape', async () => {
    const { user, sidebar } = await renderMenu();
    await user.click(nav().getByRole('button', { name: 'Close menu' }));
    expect(sidebar.$open.get()).toBe(false);
    act(() => sidebar.open());
    nav().getByRole('link', { name: 'Sports' }).focus();
    await user.keyboard('{Escape}');
    expect(sidebar.$open.get()).toBe(false);
  });

  it('opens the blog and the follow-me links in a new tab without an opener', async () => {
    const { bootstrap } = await renderMenu();
    const option = (key: string) => bootstrap.siteOptionList.find((entry) => entry.key === key)!;
    const external = [
      nav().getByRole('link', { name: 'Blog (opens in a new tab)' }),
      nav().getByRole('link', { name: 'X (Twitter) (opens in a new tab)' }),
      nav().getByRole('link', { name: 'Instagram (opens in a new tab)' }),
      nav().getByRole('link', { name: 'Telegram (opens in a new tab)' }),
    ];
    expect(external.map((a) => [a.getAttribute('target'), a.getAttribute('rel')])).toEqual(
      external.map(() => ['_blank', 'noopener noreferrer']),
    );
    expect(external.map((a) => a.getAttribute('href'))).toEqual(
      ['blog_url', 'twitter_url', 'instagram_url', 'telegram_url'].map((key) => option(key).value),
    );
    expect(screen.getByRole('heading', { name: 'Follow Me' })).toBeVisible();
  });

  it('marks the current page', async () => {
    await renderMenu({ currentPath: '/casino/live' });
    expect(nav().getByRole('link', { name: 'Live Casino' }).getAttribute('aria-current')).toBe('page');
    expect(nav().getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBeNull();
  });

  it('lists the languages and switches to the chosen one', async () => {
    const { user, onLocaleChange, test } = await renderMenu();
    const group = within(screen.getByRole('group', { name: 'Language' }));
    expect(group.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(group.getByRole('button', { name: 'Türkçe' }));
    expect(onLocaleChange).toHaveBeenCalledWith('tr');
    expect(test.client.storage.readText('lang')).toBe('tr');
    expect(test.reloads).toBe(1);
  });

  it('offers guests Login, which opens the login dialog, and Register', async () => {
    const { user, onRegister } = await renderMenu();
    await user.click(nav().getByRole('button', { name: 'Register' }));
    expect(onRegister).toHaveBeenCalledOnce();
    await user.click(nav().getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it("offers players their account, deposit, withdraw and logout (the host's storage kept), and Betco with access", async () => {
    const vip = await sandbox.login('vipuser');
    expect(vip.betcoUrl).not.toBe('');
    const { user, test } = await renderMenu({}, { user: vip, stored: { cart: 'the host page', topNotifyRead: 'x' } });
    expect(nav().getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/dashboard');
    expect(nav().getByRole('link', { name: 'Deposit Money' }).getAttribute('href')).toBe('/dashboard/deposit');
    expect(nav().getByRole('link', { name: 'Withdraw Money' }).getAttribute('href')).toBe('/dashboard/withdraw');
    expect(nav().getByRole('link', { name: 'Betco' }).getAttribute('href')).toBe('/spor/betco');
    await user.click(nav().getByRole('button', { name: 'Logout' }));
    await nav().findByRole('button', { name: 'Login' });
    // Oyna's keys go once the server has been told (the logout's own call still reads the fingerprint).
    await waitFor(() => expect(test.storage.getItem('topNotifyRead')).toBeNull());
    expect(test.storage.getItem('authData')).toBeNull();
    expect(test.storage.getItem('cart')).toBe('the host page');
    // With no afterLogout given, the host's page stays where it is.
    expect(test.navigations).toEqual([]);
    expect(nav().queryByRole('link', { name: 'Betco' })).toBeNull();
  });

  it("opens a player's My Bets from Sports Bettings and closes the drawer", async () => {
    const { user, sidebar } = await renderMenu({}, { user: await sandbox.login('demouser'), locale: 'tr' });
    const menu = within(screen.getByRole('navigation', { name: 'Ana menü' }));
    await user.click(menu.getByRole('button', { name: 'Bahislerim' }));
    expect(await screen.findByRole('dialog', { name: 'Bahislerim' })).toBeTruthy();
    expect(sidebar.$open.get()).toBe(false);
  });

  it('offers guests no My Bets', async () => {
    await renderMenu();
    expect(nav().queryByRole('button', { name: 'My Bets' })).toBeNull();
  });

  it('leaves out what the page cannot do', async () => {
    const bootstrap = await sandbox.bootstrap('en');
    renderWithOyna(<LeftMenu currentPath="/" />, sandbox, { locale: 'en', user: await sandbox.login('demouser'), bootstrap });
    expect(nav().queryByRole('button', { name: 'Aviator' })).toBeNull();
    expect(nav().queryByRole('button', { name: 'Live Chat' })).toBeNull();
    expect(nav().getByRole('link', { name: 'Bingo' })).toBeVisible();
  });
});

describe('LeftMenu stories', () => {
  itRendersEveryStory(stories);
});
