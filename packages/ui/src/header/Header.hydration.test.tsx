import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OynaClient } from '@oyna/sdk';
import { OynaProvider } from '../provider/OynaProvider';
import { createTestClient } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { Header } from './Header';

const sandbox = useSandbox();

describe('Header on a server-rendered page', () => {
  it('hydrates the guest markup the server sent without a mismatch, then shows the player', async () => {
    // The server knows no login: it renders for a guest. The browser's client holds the player's.
    const player = await sandbox.login('demouser');
    const server = createTestClient(sandbox, { locale: 'en' });
    const browser = createTestClient(sandbox, { locale: 'en', user: player });
    const page = (client: OynaClient) => (
      <OynaProvider client={client}>
        <Header currentPath="/" />
      </OynaProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(server.client));
    document.body.append(container);
    expect(within(container).getByRole('button', { name: 'Login' })).toBeVisible();
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(browser.client), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(within(screen.getByRole('banner')).getByText(player.username)).toBeVisible();
    act(() => root.unmount());
    container.remove();
  });
});
