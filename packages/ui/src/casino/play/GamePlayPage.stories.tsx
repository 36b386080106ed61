import type { Meta, StoryObj } from '@storybook/react';
import { encodeGameRoute } from '@oyna/sdk/casino';
import { storyFacts } from '../../stories/api';
import { GamePlayPage } from './GamePlayPage';

const meta = {
  title: 'Casino/GamePlayPage',
  component: GamePlayPage,
  args: { data: encodeGameRoute(storyFacts.games.softGamings) },
  parameters: { oyna: { scene: 'demouser' } },
} satisfies Meta<typeof GamePlayPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A player on the desktop play page of an HTML-launched game. */
export const Playing: Story = {};

/** A guest who followed a play link: asked to log in first. */
export const Guest: Story = { parameters: { oyna: { scene: 'guest' } } };

/** An address whose game data is damaged. */
export const DamagedLink: Story = { args: { data: 'not-a-game' } };
