import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '@oyna/sdk/session';
import { DialogHost } from '../dialogHost/DialogHost';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithOyna, type TestClientOptions } from '../test/render';
import { SANDBOX_PASSWORD, useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { RouteGuard } from './RouteGuard';
import type { RouteGuardKind } from './routeGuard.model';
import * as stories from './RouteGuard.stories';

const sandbox = useSandbox();

function renderGuard(guard: RouteGuardKind, options: TestClientOptions = {}) {
  return renderWithOyna(
    <>
      <RouteGuard guard={guard}>
        <p>Account summary</p>
      </RouteGuard>
      <DialogHost />
    </>,
    sandbox,
    { locale: 'en', ...options },
  );
}

describe('RouteGuard', () => {
  it('shows an unguarded page to everyone', () => {
    renderGuard(undefined);
    expect(screen.getByText('Account summary')).toBeVisible();
  });

  it('blocks a players page for guests and opens the login form', async () => {
    const { baseElement } = renderGuard('auth');
    expect(screen.queryByText('Account summary')).toBeNull();
    expect(screen.getByText('Please log in to see this page.')).toBeVisible();
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    await expectNoAxeViolations(baseElement);
  });

  it('shows the page as soon as the guest logs in', async () => {
    const { client } = renderGuard('auth');
    await act(() => sessionOf(client).login({ username: 'demouser', password: SANDBOX_PASSWORD }));
    expect(screen.getByText('Account summary')).toBeVisible();
  });

  it('keeps the betco page for players with betco access', async () => {
    const player = await sandbox.login('demouser');
    const vip = await sandbox.login('vipuser');
    expect([player.betcoUrl, vip.betcoUrl.length > 0]).toEqual(['', true]);
    const { unmount } = renderGuard('betco', { user: player });
    expect(screen.getByText('This page is available only to accounts with betting platform access.')).toBeVisible();
    expect(screen.queryByText('Account summary')).toBeNull();
    unmount();
    renderGuard('betco', { user: vip });
    expect(screen.getByText('Account summary')).toBeVisible();
  });
});

describe('RouteGuard stories', () => {
  itRendersEveryStory(stories);
});
