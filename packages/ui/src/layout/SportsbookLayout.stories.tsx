import type { Meta, StoryObj } from '@storybook/react';
import type { EventDetail } from '@oyna/sdk/feed';
import { EventMarkets } from '../sportsbook/markets/EventMarkets';
import { recordedData, storyFacts } from '../stories/api';
import * as css from '../stories/stories.css';
import { SportsbookLayout } from './SportsbookLayout';

/** The live match's detail as the feed answered it. */
const liveMatch = recordedData<EventDetail>('POST', '/sbapi/api/feed/eventdetail', { body: { eventId: storyFacts.liveMatch.id } });

const meta = {
  title: 'Layout/SportsbookLayout',
  component: SportsbookLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    panel: <nav aria-label="Spor" className={css.placeholder}>Spor listesi</nav>,
    aside: <section aria-label="Kupon" className={css.placeholder}>Kupon</section>,
    children: <EventMarkets event={liveMatch} />,
  },
} satisfies Meta<typeof SportsbookLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Three columns from 1280 px, the right column under the content from 900 px, one column on phones. */
export const Columns: Story = {};

/** An event page: on phones the event comes first and the panel after it. */
export const EventFirstOnPhones: Story = { args: { phoneFirst: 'content' } };
