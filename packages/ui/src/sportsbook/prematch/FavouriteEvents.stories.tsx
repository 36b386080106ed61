import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { favouritesOf } from '@oyna/sdk/favourites';
import type { PrematchEvent } from '@oyna/sdk/feed';
import { useOyna } from '../../provider/hooks';
import { recordedData } from '../../stories/api';
import { FavouriteEvents } from './FavouriteEvents';

function StarTwo() {
  const favourites = favouritesOf(useOyna());
  useEffect(() => {
    // The first two upcoming football matches, as the feed listed them.
    const upcoming = recordedData<PrematchEvent[]>('GET', '/sbapi/api/feed/upcoming?sportId=1', { locale: 'en' });
    for (const event of upcoming.slice(0, 2)) {
      favourites.togglePrematchEvent({
        eventId: event.id,
        sportId: event.sportId,
        groupName: event.groupName,
        leagueName: event.competitionName,
        homeName: event.homeName,
        awayName: event.awayName,
        eventDate: event.eventDate,
      });
    }
  }, [favourites]);
  return null;
}

const withTwoStarred: Decorator = (Story) => (
  <>
    <StarTwo />
    <Story />
  </>
);

const meta = {
  title: 'Sportsbook/Prematch/FavouriteEvents',
  component: FavouriteEvents,
} satisfies Meta<typeof FavouriteEvents>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing starred yet. */
export const Empty: Story = {};

/** Two starred matches, soonest first. */
export const TwoStarred: Story = { decorators: [withTwoStarred], parameters: { oyna: { locale: 'en' } } };
