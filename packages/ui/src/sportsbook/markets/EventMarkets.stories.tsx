import type { Meta, StoryObj } from '@storybook/react';
import { demoEventDetail } from '../../fixtures/sportsbook.data';
import { EventMarkets } from './EventMarkets';

const meta = {
  title: 'Sportsbook/EventMarkets',
  component: EventMarkets,
  args: { event: demoEventDetail },
} satisfies Meta<typeof EventMarkets>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A live derby with every market the feed offers. */
export const AllMarkets: Story = {};

/** Suspended after a goal: every odd is locked until the event reopens. */
export const Suspended: Story = { args: { event: { ...demoEventDetail, eventStatus: 'S' } } };

/** Nothing open right now. */
export const NoMarkets: Story = { args: { event: { ...demoEventDetail, markets: [] } } };
