import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { favouritesOf } from '@oyna/sdk/favourites';
import { prematchOf } from '@oyna/sdk/feed';
import { createDemoApiState, createDemoFetch } from '../../fixtures/demoApi';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { toast } from '../../toast/toast.store';
import { PrematchPanel } from './PrematchPanel';
import * as stories from './PrematchPanel.stories';

const selectedNames = (client: Parameters<typeof prematchOf>[0]) => prematchOf(client).$selected.get().map((entry) => entry.name);

async function renderPanel(options: Parameters<typeof renderWithDemoApi>[1] = {}) {
  const result = renderWithDemoApi(<PrematchPanel />, { locale: 'en', ...options });
  const panel = screen.getByRole('navigation', { name: 'Sports betting' });
  await within(panel).findByRole('button', { name: /^Premier League/ });
  return { ...result, panel };
}

describe('PrematchPanel', () => {
  it('lists the Top Leagues the feed offers, an empty My Favourites and the sports', async () => {
    const { panel, container } = await renderPanel();
    const top = within(panel).getByRole('region', { name: 'Top Leagues' });
    expect(within(top).getAllByRole('button', { name: /events$/ }).map((button) => button.textContent?.replace(/\d+.*$/, ''))).toEqual([
      'Premier League',
      'La Liga',
      'Serie A',
      'Bundesliga',
      'Champions League',
      'NBA',
    ]);
    expect(within(panel).getByRole('region', { name: 'My Favourites' }).textContent).toContain('No Selected');
    expect(within(panel).getByRole('button', { name: /^Futbol ?, 28 events$/ }).getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('button', { name: 'All, All events' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('keeps the chosen time filter and shows the counts for it', async () => {
    const { panel, user, client } = await renderPanel();
    await user.click(within(panel).getByRole('button', { name: '24H, Next 24 hours' }));
    expect(client.storage.readText('filterbyhour')).toBe('24');
    expect(within(panel).getByRole('button', { name: '24H, Next 24 hours' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(within(panel).queryByRole('button', { name: /^Futbol ?, 28 events$/ })).toBeNull());
    expect(within(panel).getByRole('button', { name: /^Futbol ?, \d+ events$/ })).toBeTruthy();
  });

  it('selects a Top League, moving an already selected one to the front', async () => {
    const { panel, user, client } = await renderPanel();
    await user.click(within(panel).getByRole('button', { name: /^Premier League/ }));
    await user.click(within(panel).getByRole('button', { name: /^La Liga/ }));
    expect(selectedNames(client)).toEqual(['La Liga', 'Premier League']);
    await user.click(within(panel).getByRole('button', { name: /^Premier League ?, selected/ }));
    expect(selectedNames(client)).toEqual(['Premier League', 'La Liga']);
  });

  it('ticks and unticks competitions in the tree, and clears them all', async () => {
    const { panel, user, client } = await renderPanel();
    await user.click(within(panel).getByRole('button', { name: /^Türkiye/ }));
    await user.click(within(panel).getByRole('checkbox', { name: /^Süper Lig/ }));
    await user.click(within(panel).getByRole('checkbox', { name: /^1\. Lig/ }));
    expect(selectedNames(client)).toEqual(['1. Lig', 'Süper Lig']);
    expect(within(panel).getByRole('button', { name: /^Türkiye ?, 2 selected/ })).toBeTruthy();

    await user.click(within(panel).getByRole('checkbox', { name: /^1\. Lig/ }));
    expect(selectedNames(client)).toEqual(['Süper Lig']);

    await user.click(within(panel).getByRole('button', { name: 'Clear all 1 selected competitions' }));
    expect(selectedNames(client)).toEqual([]);
    expect(within(panel).queryByRole('button', { name: /^Clear all/ })).toBeNull();
  });

  it('stars a competition into My Favourites, saying so', async () => {
    const { panel, user, client } = await renderPanel();
    const top = within(panel).getByRole('region', { name: 'Top Leagues' });
    await user.click(within(top).getByRole('button', { name: 'Favourite: NBA' }));
    expect(favouritesOf(client).$competitions.get().map((favourite) => favourite.name)).toEqual(['NBA']);
    expect(toast.$toasts.get().map((item) => item.text)).toEqual([{ key: 'favourites.added' }]);
    const favourites = within(panel).getByRole('region', { name: 'My Favourites' });
    await user.click(within(favourites).getByRole('button', { name: /^NBA/ }));
    expect(selectedNames(client)).toEqual(['NBA']);

    await user.click(within(favourites).getByRole('button', { name: 'Favourite: NBA' }));
    expect(within(panel).getByRole('region', { name: 'My Favourites' }).textContent).toContain('No Selected');
  });

  it('shows a competition whose events fail to load as an error toast', async () => {
    const demoFetch = createDemoFetch(createDemoApiState());
    const failing: typeof fetch = async (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('feed/eventlist')
        ? new Response(JSON.stringify({ success: false, message: 'Lig şu anda kapalı', data: null }), { status: 200 })
        : demoFetch(input, init);
    const { panel, user, client } = await renderPanel({ fetch: failing });
    await user.click(within(panel).getByRole('button', { name: /^Serie A/ }));
    await waitFor(() => expect(toast.$toasts.get().map((item) => item.text)).toEqual(['Lig şu anda kapalı']));
    expect(selectedNames(client)).toEqual([]);
  });

  it('shows skeletons until the tree arrives', async () => {
    renderWithDemoApi(<PrematchPanel />, { locale: 'en', api: { latencyMs: 60_000 } });
    // The tree starts loading once the panel subscribed, before the browser paints.
    await act(async () => undefined);
    expect(screen.getAllByRole('status', { name: 'Loading...' })).toHaveLength(2);
  });
});

describe('PrematchPanel stories', () => {
  itRendersEveryStory(stories);
});
