import type { Meta, StoryObj } from '@storybook/react';
import { UpcomingEvents } from './UpcomingEvents';

const meta = {
  title: 'Sportsbook/Prematch/UpcomingEvents',
  component: UpcomingEvents,
  args: { sportId: 1, filter: null },
} satisfies Meta<typeof UpcomingEvents>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every upcoming football match, soonest first. */
export const Football: Story = {};

/** The next 12 hours only. */
export const Next12Hours: Story = { args: { filter: 12 } };

/** Nothing in the window. */
export const Empty: Story = { args: { sportId: 99 }, parameters: { oyna: { locale: 'en' } } };
