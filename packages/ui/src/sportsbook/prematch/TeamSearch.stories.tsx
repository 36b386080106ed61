import type { Meta, StoryObj } from '@storybook/react';
import { TeamSearch } from './TeamSearch';

const meta = {
  title: 'Sportsbook/Prematch/TeamSearch',
  component: TeamSearch,
} satisfies Meta<typeof TeamSearch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Type a team ('gala', 'madrid'): 1500 ms later the results pop up under the box. */
export const Default: Story = {};

/** English texts. */
export const English: Story = { parameters: { oyna: { locale: 'en' } } };
