import type { Meta, StoryObj } from '@storybook/react';
import type { EventDetail } from '@oyna/sdk/feed';
import { recordedData, storyFacts } from '../../stories/api';
import { EventMarkets } from './EventMarkets';

/** An event's detail as the feed answered it. */
const detail = (eventId: number) => recordedData<EventDetail>('POST', '/sbapi/api/feed/eventdetail', { body: { eventId } });
const liveMatch = detail(storyFacts.liveMatch.id);

const meta = {
  title: 'Sportsbook/EventMarkets',
  component: EventMarkets,
  args: { event: liveMatch },
} satisfies Meta<typeof EventMarkets>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A live match with every market the feed offers. */
export const AllMarkets: Story = {};

/** Suspended after a goal: every odd is locked until the event reopens. */
export const Suspended: Story = { args: { event: detail(storyFacts.suspendedMatch.id) } };

/** Nothing open right now. */
export const NoMarkets: Story = { args: { event: { ...liveMatch, markets: [] } } };
