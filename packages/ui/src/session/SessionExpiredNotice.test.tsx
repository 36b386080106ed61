import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '@oyna/sdk/session';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { Toaster } from '../toast/Toaster';
import { SessionExpiredNotice } from './SessionExpiredNotice';

const sandbox = useSandbox();

function renderNotice() {
  return renderWithOyna(
    <>
      <SessionExpiredNotice />
      <Toaster />
    </>,
    sandbox,
    { locale: 'en' },
  );
}

describe('SessionExpiredNotice', () => {
  it('warns the player when the server no longer accepts their session', async () => {
    const { client } = renderNotice();
    const session = sessionOf(client);
    const { user } = await session.login({ username: 'demouser', password: 'demo12345' });
    // The token is revoked behind the client's back, as an expiry or a logout elsewhere would.
    await sandbox.api('auth/logout', { token: user.token });

    await session.refreshBalance();

    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy();
    expect(session.$session.get()).toEqual({ status: 'guest' });
  });

  it('stays quiet when the player logs out themselves', async () => {
    const { client } = renderNotice();
    const session = sessionOf(client);
    await session.login({ username: 'demouser', password: 'demo12345' });

    await session.logout();

    expect(screen.queryByText('Your session has ended. Please log in again.')).toBeNull();
  });
});
