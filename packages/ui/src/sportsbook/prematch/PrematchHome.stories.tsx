import type { Meta, StoryObj } from '@storybook/react';
import { storyFacts } from '../../stories/api';
import { withPrematchSelection } from '../../stories/withPrematchSelection';
import { PrematchHome } from './PrematchHome';

const meta = {
  title: 'Sportsbook/Prematch/PrematchHome',
  component: PrematchHome,
} satisfies Meta<typeof PrematchHome>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing selected yet: popular competitions and matches to start from. */
export const NothingSelected: Story = {};

/** With a selection: the selected competitions. */
export const WithSelection: Story = { decorators: [withPrematchSelection(storyFacts.competitions.premierLeague.id)] };

/** English texts. */
export const English: Story = { parameters: { oyna: { locale: 'en' } } };
