import type { Meta, StoryObj } from '@storybook/react';
import { storyFacts } from '../../stories/api';
import { LiveTracker } from './LiveTracker';

// The sandbox (`pnpm start`) serves the tracker pages on its own origin, as a third party would.
const trackerBase = 'http://127.0.0.1:5050/tracker/';

const meta = {
  title: 'Sportsbook/Live/LiveTracker',
  component: LiveTracker,
  args: { currentPath: `/spor/live/event-view/1/${storyFacts.liveMatch.id}` },
  parameters: { oyna: { hosts: false, trackerBase } },
} satisfies Meta<typeof LiveTracker>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The active event's tracker: the desktop page at 415 px, the mobile page at 235 px up to 991 px wide. */
export const ActiveEvent: Story = {};

/** In English: the tracker page is asked for in the player's language. */
export const English: Story = { parameters: { oyna: { hosts: false, trackerBase, locale: 'en' } } };
