import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createDemoClient } from '../fixtures/demoClient';
import { demoPlayer } from '../fixtures/demo.data';
import { OynaProvider } from '../provider/OynaProvider';
import { Header } from './Header';

describe('Header on a server-rendered page', () => {
  it('hydrates the guest markup the server sent without a mismatch, then shows the player', async () => {
    const server = createDemoClient({ locale: 'en' });
    const browser = createDemoClient({ locale: 'en', user: demoPlayer });
    const page = (client: typeof server.client) => (
      <OynaProvider client={client}>
        <Header currentPath="/" />
      </OynaProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(server.client));
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(browser.client), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(within(screen.getByRole('banner')).getByText('demouser')).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });
});
