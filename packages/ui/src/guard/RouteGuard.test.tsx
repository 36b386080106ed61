import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '@oyna/sdk/session';
import { DialogHost } from '../dialogHost/DialogHost';
import { demoPlayer, demoVipPlayer } from '../fixtures/demo.data';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithDemoApi } from '../test/render.demo';
import { itRendersEveryStory } from '../test/stories';
import { RouteGuard } from './RouteGuard';
import type { RouteGuardKind } from './routeGuard.model';
import * as stories from './RouteGuard.stories';

function renderGuard(guard: RouteGuardKind, options: Parameters<typeof renderWithDemoApi>[1] = {}) {
  return renderWithDemoApi(
    <>
      <RouteGuard guard={guard}>
        <p>Account summary</p>
      </RouteGuard>
      <DialogHost />
    </>,
    { locale: 'en', ...options },
  );
}

describe('RouteGuard', () => {
  it('shows an unguarded page to everyone', () => {
    renderGuard(undefined);
    expect(screen.getByText('Account summary')).toBeTruthy();
  });

  it('blocks a players page for guests and opens the login form', async () => {
    const { baseElement } = renderGuard('auth');
    expect(screen.queryByText('Account summary')).toBeNull();
    expect(screen.getByText('Please log in to see this page.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    await expectNoAxeViolations(baseElement);
  });

  it('shows the page as soon as the guest logs in', async () => {
    const { client } = renderGuard('auth');
    await act(() => sessionOf(client).login({ username: 'demouser', password: 'demo12345' }));
    expect(screen.getByText('Account summary')).toBeTruthy();
  });

  it('keeps the betco page for players with betco access', () => {
    const { unmount } = renderGuard('betco', { user: demoPlayer });
    expect(screen.getByText('This page is available only to accounts with betting platform access.')).toBeTruthy();
    expect(screen.queryByText('Account summary')).toBeNull();
    unmount();
    renderGuard('betco', { user: demoVipPlayer });
    expect(screen.getByText('Account summary')).toBeTruthy();
  });
});

describe('RouteGuard stories', () => {
  itRendersEveryStory(stories);
});
