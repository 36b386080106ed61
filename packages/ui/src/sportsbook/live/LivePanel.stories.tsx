import type { Meta, StoryObj } from '@storybook/react';
import { storyFacts, type StoryEvent } from '../../stories/api';
import { LivePanel } from './LivePanel';

/** A live event as the panel stores a star. */
const starred = ({ id, sportId, groupName, homeName, awayName }: StoryEvent) => ({ eventId: id, sportId, groupName, homeName, awayName });

const meta = {
  title: 'Sportsbook/Live/LivePanel',
  component: LivePanel,
  parameters: { oyna: { hosts: false } },
} satisfies Meta<typeof LivePanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A Saturday afternoon: football, basketball, tennis and more; one match suspended after a goal. */
export const Evening: Story = {};

/** Two starred events sit in My Favourites and leave the sport lists. */
export const WithFavourites: Story = {
  parameters: {
    oyna: {
      hosts: false,
      stored: {
        sb_live_favorite_events: JSON.stringify([storyFacts.liveMatch, storyFacts.liveBasketball].map(starred)),
      },
    },
  },
};

/** In English. */
export const English: Story = { parameters: { oyna: { hosts: false, locale: 'en' } } };

/** The sandbox's large world, about two thousand live events: only the rows in view are rendered. */
export const TwoThousandEvents: Story = { parameters: { oyna: { hosts: false, scene: 'busy' } } };

/** The feed is down: the panel says so and offers to try again. */
export const Unavailable: Story = {
  parameters: { oyna: { hosts: false, fail: ['feed/livecategorylist', 'feed/liveeventlist'] } },
};
