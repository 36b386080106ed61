import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { favouritesOf } from '@oyna/sdk/favourites';
import { demoPrematchEvents } from '../../fixtures/prematch.data';
import { useOyna } from '../../provider/hooks';
import { FavouriteEvents } from './FavouriteEvents';

function StarTwo() {
  const favourites = favouritesOf(useOyna());
  useEffect(() => {
    for (const event of demoPrematchEvents().slice(0, 2)) {
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
