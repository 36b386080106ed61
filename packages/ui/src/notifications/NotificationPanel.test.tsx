import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoPlayer } from '../fixtures/demo.data';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithDemoApi } from '../test/render.demo';
import { itRendersEveryStory } from '../test/stories';
import { NotificationBell } from './NotificationBell';
import * as stories from './NotificationPanel.stories';
import { notificationPanel } from './notificationPanel.store';

afterEach(() => act(() => notificationPanel.close()));

async function openPanel(options: Parameters<typeof renderWithDemoApi>[1] = {}) {
  const result = renderWithDemoApi(<NotificationBell />, { locale: 'en', user: demoPlayer, ...options });
  const bell = await screen.findByRole('button', { name: /^Notifications/ });
  await result.user.click(bell);
  return { ...result, bell, panel: screen.getByRole('dialog', { name: 'Notifications' }) };
}

describe('NotificationPanel', () => {
  it('opens under the bell with every notification, newest first, unread ones said so', async () => {
    const { panel, bell, baseElement } = await openPanel();
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const items = within(panel).getAllByRole('button', { name: /\d{2}:\d{2}/ });
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Bonus tanımlandı');
    expect(items[0]!.textContent).toMatch(/2\.Mar\.25 \d{2}:45/);
    expect(items[0]!.textContent).toContain('unread');
    expect(items[2]!.textContent).not.toContain('unread');
    await expectNoAxeViolations(baseElement);
  });

  it('opens a notification in detail, marks it read on the server, and goes back', async () => {
    const { panel, user, demo, bell } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: /Bonus tanımlandı/ }));
    expect(within(panel).getByRole('heading', { name: 'Bonus tanımlandı' })).toBeTruthy();
    expect(within(panel).getByText('100 ₺ deneme bonusu hesabınızda.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications: 1 unread' })).toBe(bell);
    expect(demo!.api.notifications.find((item) => item.id === 3)?.isRead).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'Back to notifications' }));
    expect(within(panel).getAllByRole('button', { name: /\d{2}:\d{2}/ })).toHaveLength(3);
  });

  it('says so when there is nothing yet', async () => {
    const { panel } = await openPanel({ api: { notifications: [] } });
    expect(within(panel).getByText('When you have a new notification, you will see it here.')).toBeTruthy();
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
