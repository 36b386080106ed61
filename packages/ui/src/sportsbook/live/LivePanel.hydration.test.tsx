import { act, screen, waitFor } from '@testing-library/react';
import { liveFeedOf, readLiveSeed } from '@oyna/sdk/feed';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OynaProvider } from '../../provider/OynaProvider';
import { eventHref, liveWorld } from '../../test/live.sandbox';
import { createTestClient } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { LivePanel } from './LivePanel';

const sandbox = useSandbox();

const eventHrefs = (root: ParentNode) =>
  [...root.querySelectorAll('a[href^="/spor/live/event-view/"]')].map((link) => link.getAttribute('href'));

describe('LivePanel on a server-rendered page', () => {
  it('is drawn by the server from a seed, hydrates without a mismatch and goes on from the seed', async () => {
    const world = await liveWorld(sandbox);
    const firstSport = world.sports[0]!;
    const firstEvents = world.eventsOf(firstSport.id);
    expect(firstEvents.length).toBeGreaterThan(2);
    const server = createTestClient(sandbox, { locale: 'en' });
    const seed = await readLiveSeed(server.client, 2);
    const browser = createTestClient(sandbox, { locale: 'en', stored: { sb_live_favorite_events: '[]' } });
    const page = (client: typeof server.client) => (
      <OynaProvider client={client}>
        <LivePanel seed={seed} />
      </OynaProvider>
    );

    const container = document.createElement('div');
    container.innerHTML = renderToString(page(server.client));
    // The first screen is in the page's HTML, before any script: the seed's two events.
    expect(eventHrefs(container)).toEqual(firstEvents.slice(0, 2).map(eventHref));
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.textContent).not.toContain('Loading');
    // One server client renders every request: a seed must not stay in its feed.
    expect(liveFeedOf(server.client).$sports.get()).toEqual([]);

    document.body.append(container);
    const drawnByServer = container.querySelector(`a[href="${eventHref(firstEvents[0]!)}"]`);
    expect(drawnByServer).not.toBeNull();
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(browser.client), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    // The browser's feed went on from the seed, and then loaded every live event itself.
    // The row the server drew is the row the virtual list places: hydrated, not made again.
    const home = new RegExp(firstEvents[0]!.homeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    expect(await screen.findAllByRole('link', { name: home })).toContain(drawnByServer);
    await screen.findByRole('button', { name: `${firstSport.name} ${firstEvents.length}` });
    await waitFor(() => expect(eventHrefs(container).length).toBeGreaterThan(2));
    expect(eventHrefs(container).slice(0, 3)).toEqual(firstEvents.slice(0, 3).map(eventHref));
    expect(container.querySelector(`a[href="${eventHref(firstEvents[0]!)}"]`)).toBe(drawnByServer);
    act(() => root.unmount());
    container.remove();
  });
});
