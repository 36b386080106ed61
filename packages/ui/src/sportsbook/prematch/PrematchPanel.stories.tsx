import type { Meta, StoryObj } from '@storybook/react';
import { storyFacts } from '../../stories/api';
import { withPrematchSelection } from '../../stories/withPrematchSelection';
import { PrematchPanel } from './PrematchPanel';

const { superLig, premierLeague } = storyFacts.competitions;

const meta = {
  title: 'Sportsbook/Prematch/PrematchPanel',
  component: PrematchPanel,
} satisfies Meta<typeof PrematchPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Top Leagues, an empty My Favourites, the time filters and the sports tree. */
export const Default: Story = {};

/** Two competitions selected: the clear-all control shows how many. */
export const WithSelection: Story = { decorators: [withPrematchSelection(superLig.id, premierLeague.id)] };

/** English texts. */
export const English: Story = { parameters: { oyna: { locale: 'en' } } };

/** A slow back end: skeletons while the tree loads. */
export const Loading: Story = { parameters: { oyna: { delay: 'infinite' } } };
