import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchName } from '@oyna/sdk/feed';
import { expectNoAxeViolations } from '../../test/axe';
import { popularLists, refusingNetwork } from '../../test/prematch.sandbox';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { PrematchHome } from './PrematchHome';
import * as stories from './PrematchHome.stories';

const sandbox = useSandbox();

describe('PrematchHome', () => {
  it('offers popular competitions and matches while nothing is selected', async () => {
    const popular = await popularLists(sandbox);
    expect(popular.competitions.length).toBeGreaterThan(0);
    expect(popular.events.length).toBeGreaterThan(0);

    const { container } = renderWithOyna(<PrematchHome />, sandbox, { locale: 'en' });
    expect(screen.getByText('Choose competitions in the list to see their matches here.')).toBeVisible();
    const competitions = await screen.findByRole('region', { name: 'Popular Competitions' });
    expect(within(competitions).getAllByRole('button').map((button) => button.textContent)).toEqual(
      popular.competitions.map((competition) => `${competition.groupName}${competition.name}`),
    );
    const events = screen.getByRole('region', { name: 'Popular Events' });
    expect(within(events).getAllByRole('listitem')).toHaveLength(popular.events.length);
    for (const event of popular.events) {
      expect(within(events).getByRole('button', { name: `${matchName(event)}, Match Result, 1, ${event.winner!.odd1.toFixed(2)}` })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Upcoming Events' }).getAttribute('href')).toBe('/spor/prematch/upcoming/1');
    await expectNoAxeViolations(container);
  });

  it('shows a popular competition once it is picked', async () => {
    const { competitions } = await popularLists(sandbox);
    const picked = competitions.find((competition) => competition.name === 'Champions League')!;
    const name = new RegExp(`^${picked.groupName} ?${picked.name}$`);
    const { user } = renderWithOyna(<PrematchHome />, sandbox, { locale: 'en' });
    const region = await screen.findByRole('region', { name: 'Popular Competitions' });
    await user.click(within(region).getByRole('button', { name }));
    expect(await screen.findByRole('heading', { level: 3, name })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Popular Competitions' })).toBeNull();
    expect(await screen.findAllByRole('link', { name: /^\+\d+ odds: / })).not.toHaveLength(0);
  });

  it('says why the popular lists did not load, and tries again', async () => {
    const network = refusingNetwork();
    const restored = [
      network.refuse('sportsbook/popularevents', 'down', 503),
      network.refuse('sportsbook/popularcompetitions', 'down', 503),
    ];
    const { user } = renderWithOyna(<PrematchHome />, sandbox, { locale: 'en', fetch: network.fetch });
    const alert = await screen.findByRole('alert');
    for (const restore of restored) restore();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Popular Competitions' })).toBeVisible());
  });
});

describe('PrematchHome stories', () => {
  itRendersEveryStory(stories);
});
