import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthData } from '@oyna/sdk';
import type { Notification } from '@oyna/sdk/notifications';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { NotificationBell } from './NotificationBell';
import * as stories from './NotificationPanel.stories';
import { notificationPanel } from './notificationPanel.store';

const sandbox = useSandbox();

afterEach(() => act(() => notificationPanel.close()));

/** The player's notifications as the server lists them now. */
async function notificationsOf(player: AuthData): Promise<Notification[]> {
  const { success, data } = await sandbox.api<Notification[]>('customer/notification', { token: player.token, body: {} });
  expect(success).toBe(true);
  return data;
}

/** A player signed up just now: nobody has told them anything yet. */
async function newcomer(): Promise<AuthData> {
  const body = {
    name: 'Ada',
    surname: 'Yeni',
    username: 'adayeni',
    email: 'ada.yeni@example.com',
    phone: '905551112233',
    country: 235,
    trialBonus: 0,
    password: 'demo12345',
    password2: 'demo12345',
    isFast: true,
  };
  const { success, message, data } = await sandbox.api<AuthData>('auth/register', { body });
  expect(success, message).toBe(true);
  return data;
}

async function openPanel(player?: AuthData) {
  const user = player ?? (await sandbox.login('demouser'));
  const result = renderWithOyna(<NotificationBell />, sandbox, { locale: 'en', user });
  const bell = await screen.findByRole('button', { name: /^Notifications/ });
  await result.user.click(bell);
  // The panel's code loads when it first opens.
  return { ...result, player: user, bell, panel: await screen.findByRole('dialog', { name: 'Notifications' }) };
}

const itemsIn = (panel: HTMLElement) => within(panel).getAllByRole('button', { name: /\d{2}:\d{2}/ });

/** `d.MMM.yy HH:mm` of a server time stamp (UTC), the hour left open: it is the player's zone. */
function shownDate(timeStamp: string): RegExp {
  const at = new Date(`${timeStamp}Z`);
  const month = at.toLocaleString('en', { month: 'short', timeZone: 'UTC' });
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  return new RegExp(`${at.getUTCDate()}\\.${month}\\.${String(at.getUTCFullYear()).slice(2)} \\d{2}:${minutes}`);
}

describe('NotificationPanel', () => {
  it('opens under the bell with every notification, newest first, unread ones said so', async () => {
    const { panel, bell, baseElement, player } = await openPanel();
    const listed = await notificationsOf(player);
    const newestFirst = [...listed].sort((a, b) => b.timeStamp.localeCompare(a.timeStamp));
    expect(new Set(listed.map((item) => item.isRead))).toEqual(new Set([true, false]));
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    await within(panel).findAllByRole('button', { name: /\d{2}:\d{2}/ });
    const items = itemsIn(panel);
    expect(items).toHaveLength(listed.length);
    items.forEach((item, index) => {
      const notification = newestFirst[index]!;
      expect(item.textContent).toContain(notification.title);
      expect(item.textContent).toMatch(shownDate(notification.timeStamp));
      if (notification.isRead) expect(item.textContent).not.toContain('unread');
      else expect(item.textContent).toContain('unread');
    });
    await expectNoAxeViolations(baseElement);
  });

  it('opens a notification in detail, marks it read on the server, and goes back', async () => {
    const { panel, user, bell, player } = await openPanel();
    const before = await notificationsOf(player);
    const unread = before.filter((item) => !item.isRead);
    const opened = unread[0]!;
    expect(await screen.findByRole('button', { name: `Notifications: ${unread.length} unread` })).toBe(bell);

    await user.click(within(panel).getByRole('button', { name: new RegExp(opened.title) }));
    expect(within(panel).getByRole('heading', { name: opened.title })).toBeVisible();
    expect(within(panel).getByText(opened.note)).toBeVisible();
    expect(await screen.findByRole('button', { name: `Notifications: ${unread.length - 1} unread` })).toBe(bell);
    const after = await notificationsOf(player);
    expect(after.find((item) => item.id === opened.id)?.isRead).toBe(true);
    expect(after.filter((item) => !item.isRead)).toHaveLength(unread.length - 1);

    await user.click(within(panel).getByRole('button', { name: 'Back to notifications' }));
    expect(itemsIn(panel)).toHaveLength(before.length);
  });

  it('shows a notification the server pushes while it is open', async () => {
    const { panel, player } = await openPanel();
    const before = await notificationsOf(player);
    await within(panel).findAllByRole('button', { name: /\d{2}:\d{2}/ });
    await sandbox.hook('notify', { username: player.username, type: 4, title: 'Freebet tanımlandı', note: '50 ₺ freebet hesabında.' });
    expect(await within(panel).findByRole('button', { name: /Freebet tanımlandı/ })).toBe(itemsIn(panel)[0]);
    expect(itemsIn(panel)).toHaveLength(before.length + 1);
  });

  it('says so when there is nothing yet', async () => {
    const player = await newcomer();
    expect(await notificationsOf(player)).toEqual([]);
    const { panel } = await openPanel(player);
    expect(within(panel).getByText('When you have a new notification, you will see it here.')).toBeVisible();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    const { user, bell } = await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
  });
});

describe('NotificationPanel stories', () => {
  itRendersEveryStory(stories);
});
