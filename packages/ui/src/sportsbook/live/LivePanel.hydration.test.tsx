import { act, screen } from '@testing-library/react';
import { liveFeedOf, readLiveSeed } from '@oyna/sdk/feed';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createDemoClient } from '../../fixtures/demoClient';
import { OynaProvider } from '../../provider/OynaProvider';
import { LivePanel } from './LivePanel';

const eventHrefs = (root: ParentNode) =>
  [...root.querySelectorAll('a[href^="/spor/live/event-view/"]')].map((link) => link.getAttribute('href'));

describe('LivePanel on a server-rendered page', () => {
  it('is drawn by the server from a seed, hydrates without a mismatch and goes on from the seed', async () => {
    const server = createDemoClient({ locale: 'en' });
    const seed = await readLiveSeed(server.client, 2);
    const browser = createDemoClient({ locale: 'en', stored: { sb_live_favorite_events: '[]' } });
    const page = (client: typeof server.client) => (
      <OynaProvider client={client}>
        <LivePanel seed={seed} />
      </OynaProvider>
    );

    const container = document.createElement('div');
    container.innerHTML = renderToString(page(server.client));
    // The first screen is in the page's HTML, before any script: the seed's two events.
    expect(eventHrefs(container)).toEqual(['/spor/live/event-view/1/70001', '/spor/live/event-view/1/70002']);
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.textContent).not.toContain('Loading');
    // One server client renders every request: a seed must not stay in its feed.
    expect(liveFeedOf(server.client).$sports.get()).toEqual([]);

    document.body.append(container);
    const drawnByServer = container.querySelector('a[href="/spor/live/event-view/1/70001"]');
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(browser.client), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    // The browser's feed went on from the seed, and then loaded every live event itself.
    // The row the server drew is the row the virtual list places: hydrated, not made again.
    expect(await screen.findByRole('link', { name: /Galatasaray/ })).toBe(drawnByServer);
    await screen.findByRole('button', { name: 'Futbol 8' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(eventHrefs(container).length).toBeGreaterThan(2);
    act(() => root.unmount());
    container.remove();
  });
});
