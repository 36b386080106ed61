import type { Meta, StoryObj } from '@storybook/react';
import { LiveOverview } from './LiveOverview';

const meta = {
  title: 'Sportsbook/Live/LiveOverview',
  component: LiveOverview,
  args: { sportId: 1 },
  parameters: { oyna: { hosts: false } },
} satisfies Meta<typeof LiveOverview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Live football by league, with 1, X and 2 for every match. */
export const Football: Story = {};

/** Basketball has no draw: only 1 and 2. */
export const Basketball: Story = { args: { sportId: 2 }, parameters: { oyna: { hosts: false, locale: 'en' } } };

/** The sandbox's large world, two hundred live matches: only the rows in view are rendered. */
export const Busy: Story = { parameters: { oyna: { hosts: false, scene: 'busy' } } };

/** A sport that is not live now. */
export const NotLive: Story = { args: { sportId: 9 } };
