import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDemoApiState, createDemoFetch } from '../../fixtures/demoApi';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { PrematchHome } from './PrematchHome';
import * as stories from './PrematchHome.stories';

describe('PrematchHome', () => {
  it('offers popular competitions and matches while nothing is selected', async () => {
    const { container } = renderWithDemoApi(<PrematchHome />, { locale: 'en' });
    expect(screen.getByText('Choose competitions in the list to see their matches here.')).toBeTruthy();
    const competitions = await screen.findByRole('region', { name: 'Popular Competitions' });
    expect(within(competitions).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'TürkiyeSüper Lig',
      'İngilterePremier League',
      'AvrupaChampions League',
      'ABDNBA',
    ]);
    const events = screen.getByRole('region', { name: 'Popular Events' });
    expect(within(events).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(events).getAllByRole('button', { name: /, Match Result, 1, / }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Upcoming Events' }).getAttribute('href')).toBe('/spor/prematch/upcoming/1');
    await expectNoAxeViolations(container);
  });

  it('shows a popular competition once it is picked', async () => {
    const { user } = renderWithDemoApi(<PrematchHome />, { locale: 'en' });
    const competitions = await screen.findByRole('region', { name: 'Popular Competitions' });
    await user.click(within(competitions).getByRole('button', { name: /Champions League/ }));
    expect(await screen.findByRole('heading', { level: 3, name: /Champions League/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Popular Competitions' })).toBeNull();
  });

  it('says why the popular lists did not load, and tries again', async () => {
    const state = createDemoApiState();
    const demoFetch = createDemoFetch(state);
    let failing = true;
    const fetch: typeof globalThis.fetch = async (input, init) =>
      failing && /sportsbook\/popular/.test(String(input instanceof Request ? input.url : input))
        ? new Response('down', { status: 503 })
        : demoFetch(input, init);
    const { user } = renderWithDemoApi(<PrematchHome />, { locale: 'en', fetch });
    const alert = await screen.findByRole('alert');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Popular Competitions' })).toBeTruthy());
  });
});

describe('PrematchHome stories', () => {
  itRendersEveryStory(stories);
});
