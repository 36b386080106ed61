import type { Meta, StoryObj } from '@storybook/react';
import { storyFacts } from '../../stories/api';
import { withPrematchSelection } from '../../stories/withPrematchSelection';
import { SelectedCompetitions } from './SelectedCompetitions';

const { superLig, premierLeague, nba } = storyFacts.competitions;

const meta = {
  title: 'Sportsbook/Prematch/SelectedCompetitions',
  component: SelectedCompetitions,
} satisfies Meta<typeof SelectedCompetitions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Süper Lig and the Premier League by day, Match Result with Double Chance where wide enough. */
export const TwoCompetitions: Story = { decorators: [withPrematchSelection(superLig.id, premierLeague.id)] };

/** The NBA: no draw, so X and Double Chance are locked. */
export const Basketball: Story = { decorators: [withPrematchSelection(nba.id)], parameters: { oyna: { locale: 'en' } } };

/** Events still loading. */
export const Loading: Story = { decorators: [withPrematchSelection(superLig.id)], parameters: { oyna: { delay: { 'feed/eventlist': 'infinite' } } } };
