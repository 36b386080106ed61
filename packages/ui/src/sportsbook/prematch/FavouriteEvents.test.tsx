import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { favouritesOf } from '@oyna/sdk/favourites';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { FavouriteEvents } from './FavouriteEvents';
import * as stories from './FavouriteEvents.stories';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 19);
const derby = {
  eventId: 10101,
  sportId: 1,
  groupName: 'Türkiye',
  leagueName: 'Süper Lig',
  homeName: 'Galatasaray',
  awayName: 'Fenerbahçe',
  eventDate: inHours(2),
};

describe('FavouriteEvents', () => {
  it('says how to fill it while nothing is starred', async () => {
    const { container } = renderWithDemoApi(<FavouriteEvents />, { locale: 'en' });
    expect(screen.getByText('Star a match to keep it here until kick-off.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('lists starred matches still to come, each linking to its detail, and unstars them', async () => {
    const { client, user, container } = renderWithDemoApi(<FavouriteEvents />, { locale: 'en' });
    act(() => {
      favouritesOf(client).togglePrematchEvent(derby);
      favouritesOf(client).togglePrematchEvent({ ...derby, eventId: 1, eventDate: inHours(-3) });
    });
    const card = screen.getByRole('region', { name: 'My Favourite Events' });
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/spor/prematch/prematch-detail/10101');
    expect(links[0]!.textContent).toMatch(/Süper Lig.*Galatasaray – Fenerbahçe$/);
    await expectNoAxeViolations(container);

    await user.click(within(card).getByRole('button', { name: 'Favourite: Galatasaray – Fenerbahçe' }));
    expect(favouritesOf(client).$prematchEvents.get().map((favourite) => favourite.eventId)).toEqual([1]);
    expect(within(card).queryByRole('link')).toBeNull();
  });
});

describe('FavouriteEvents stories', () => {
  itRendersEveryStory(stories);
});
