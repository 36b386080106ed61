import type { Meta, StoryObj } from '@storybook/react';
import { LiveEventView } from './LiveEventView';

const meta = {
  title: 'Sportsbook/Live/LiveEventView',
  component: LiveEventView,
  args: { eventId: 70001, currentPath: '/spor/live/event-view/1/70001' },
  parameters: { oyna: { hosts: false } },
} satisfies Meta<typeof LiveEventView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The derby in its second half, with every market. */
export const Derby: Story = {};

/** Suspended after a goal: the header says so and every odd is locked. */
export const Suspended: Story = { args: { eventId: 70005, currentPath: '/spor/live/event-view/1/70005' } };

/** The Live Bettings link: no event in the address, so the first live event is shown. */
export const FirstLiveEvent: Story = { args: { eventId: undefined, currentPath: '/spor/live/event-view' } };

/** A tennis match: the score is the sets. */
export const Tennis: Story = { args: { eventId: 72001, currentPath: '/spor/live/event-view/3/72001' }, parameters: { oyna: { hosts: false, locale: 'en' } } };
