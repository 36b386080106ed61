import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { NotificationBell, NotificationBellView } from './NotificationBell';
import * as stories from './NotificationBell.stories';

const bell = () => screen.getByRole('button');
const shaking = () => bell().querySelector('[data-shaking]') !== null;

const sandbox = useSandbox();

describe('NotificationBell', () => {
  it("counts the player's unread notifications", async () => {
    const { container } = renderWithOyna(<NotificationBell />, sandbox, { locale: 'en', user: await sandbox.login() });
    expect(await screen.findByRole('button', { name: 'Notifications: 2 unread' })).toBeTruthy();
    expect(bell().textContent).toBe('2');
    await expectNoAxeViolations(container);
  });

  it('caps the badge at 9+', () => {
    renderWithOyna(<NotificationBellView count={9} />, sandbox, { locale: 'en' });
    expect(bell().textContent).toBe('9+');
    expect(bell().getAttribute('aria-label')).toBe('Notifications: 9 unread');
  });

  it('shows no badge when everything is read', () => {
    renderWithOyna(<NotificationBellView count={0} />, sandbox, { locale: 'en' });
    expect(bell().textContent).toBe('');
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it('with a visible label, is named by what it shows plus the unread count', async () => {
    const { container } = renderWithOyna(<NotificationBellView count={3}>Notifications</NotificationBellView>, sandbox, {
      locale: 'en',
    });
    expect(bell().getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications (3 unread)' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('shakes when the count changes, not when it first appears', () => {
    const { rerender } = renderWithOyna(<NotificationBellView count={2} />, sandbox);
    expect(shaking()).toBe(false);
    rerender(<NotificationBellView count={2} />);
    expect(shaking()).toBe(false);
    rerender(<NotificationBellView count={3} />);
    expect(shaking()).toBe(true);
  });

  it('opens the notifications on click', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithOyna(<NotificationBellView count={1} onOpen={onOpen} />, sandbox);
    await user.click(bell());
    expect(onOpen).toHaveBeenCalledOnce();
  });
});

describe('NotificationBell stories', () => {
  itRendersEveryStory(stories);
});
