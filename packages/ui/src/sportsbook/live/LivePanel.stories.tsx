import type { Meta, StoryObj } from '@storybook/react';
import { largeLiveWorld } from '../../fixtures/live.data';
import { LivePanel } from './LivePanel';

const meta = {
  title: 'Sportsbook/Live/LivePanel',
  component: LivePanel,
  parameters: { oyna: { hosts: false } },
} satisfies Meta<typeof LivePanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A Monday evening: football, basketball, tennis and more; one match suspended after a goal. */
export const Evening: Story = {};

/** Two starred events sit in My Favourites and leave the sport lists. */
export const WithFavourites: Story = {
  parameters: {
    oyna: {
      hosts: false,
      stored: {
        sb_live_favorite_events: JSON.stringify([
          { eventId: 70001, sportId: 1, groupName: 'Türkiye', homeName: 'Galatasaray', awayName: 'Fenerbahçe' },
          { eventId: 71001, sportId: 2, groupName: 'ABD', homeName: 'Los Angeles Lakers', awayName: 'Boston Celtics' },
        ]),
      },
    },
  },
};

/** In English. */
export const English: Story = { parameters: { oyna: { hosts: false, locale: 'en' } } };

/** Two thousand live events: only the rows in view are rendered. */
export const TwoThousandEvents: Story = { parameters: { oyna: { hosts: false, api: { live: largeLiveWorld(2000) } } } };

/** The feed is down: the panel says so and offers to try again. */
export const Unavailable: Story = {
  parameters: { oyna: { hosts: false, api: { live: { sports: [], groups: {}, unavailable: true } } } },
};
