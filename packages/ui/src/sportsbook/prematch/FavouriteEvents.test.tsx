import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { favouritesOf, type PrematchFavourite } from '@oyna/sdk/favourites';
import { matchName, type EventDetail } from '@oyna/sdk/feed';
import { expectNoAxeViolations } from '../../test/axe';
import { eventDetail, upcomingEvents } from '../../test/prematch.sandbox';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { FavouriteEvents } from './FavouriteEvents';
import * as stories from './FavouriteEvents.stories';

const sandbox = useSandbox();

/** What a star on the event's page keeps. */
const favouriteOf = (event: EventDetail): PrematchFavourite => ({
  eventId: event.id,
  sportId: event.sportId,
  groupName: event.groupName,
  leagueName: event.competitionName,
  homeName: event.homeName,
  awayName: event.awayName,
  eventDate: event.eventDate,
});

describe('FavouriteEvents', () => {

  it('says how to fill it while nothing is starred', async () => {
    const { container } = renderWithOyna(<FavouriteEvents />, sandbox, { locale: 'en' });
    expect(screen.getByText('Star a match to keep it here until kick-off.')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('lists starred matches still to come, each linking to its detail, and unstars them', async () => {
    // A match still to come, and one starred before it kicked off that is being played now.
    const [next] = await upcomingEvents(sandbox, 1, { hour: 6 });
    const coming = await eventDetail(sandbox, next!.id);
    const [live] = await sandbox.liveFootball();
    const playing = await eventDetail(sandbox, live!.id);
    expect(playing.isLive).toBe(true);

    const { client, user, container } = renderWithOyna(<FavouriteEvents />, sandbox, { locale: 'en' });
    act(() => {
      favouritesOf(client).togglePrematchEvent(favouriteOf(coming));
      favouritesOf(client).togglePrematchEvent(favouriteOf(playing));
    });
    const card = screen.getByRole('region', { name: 'My Favourite Events' });
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe(`/spor/prematch/prematch-detail/${coming.id}`);
    expect(links[0]!.textContent).toMatch(/^\d{1,2}\.[A-Z][a-z]{2}\.\d{2} \d{2}:\d{2} · /);
    expect(links[0]!.textContent?.endsWith(`${coming.competitionName}${matchName(coming)}`)).toBe(true);
    await expectNoAxeViolations(container);

    await user.click(within(card).getByRole('button', { name: `Favourite: ${matchName(coming)}` }));
    expect(favouritesOf(client).$prematchEvents.get().map((favourite) => favourite.eventId)).toEqual([playing.id]);
    expect(within(card).queryByRole('link')).toBeNull();
  });
});

describe('FavouriteEvents stories', () => {
  itRendersEveryStory(stories);
});
