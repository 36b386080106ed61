import type { Meta, StoryObj } from '@storybook/react';
import { encodeGameRoute } from '@oyna/sdk/casino';
import { demoCasinoGames } from '../../fixtures/casino.data';
import { demoPlayer } from '../../fixtures/demo.data';
import { GamePlayPage } from './GamePlayPage';

const games = demoCasinoGames().map((entry) => entry.game);
const softGamings = games.find((game) => game.providerName === 'SoftGamings')!;

const meta = {
  title: 'Casino/GamePlayPage',
  component: GamePlayPage,
  args: { data: encodeGameRoute(softGamings) },
  parameters: { oyna: { user: demoPlayer } },
} satisfies Meta<typeof GamePlayPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A player on the desktop play page of an HTML-launched game. */
export const Playing: Story = {};

/** A guest who followed a play link: asked to log in first. */
export const Guest: Story = { parameters: { oyna: { user: null } } };

/** An address whose game data is damaged. */
export const DamagedLink: Story = { args: { data: 'not-a-game' } };
