import type { Meta, StoryObj } from '@storybook/react';
import type { Game } from '@oyna/sdk/casino';
import { useEffect } from 'react';
import { closeDialogs, openDialog } from '../../dialog/dialog.store';
import { demoCasinoGames } from '../../fixtures/casino.data';
import { createDemoCasino } from '../../fixtures/casinoDemoApi';
import { demoPlayer } from '../../fixtures/demo.data';

const games = demoCasinoGames().map((entry) => entry.game);
const byProvider = (name: string) => games.find((game) => game.providerName === name)!;

/** Opens the play modal the way `playGame` does on a phone; the page's dialog host shows it. */
function OpenGame({ game }: { game: Game }) {
  useEffect(() => {
    openDialog('gamePlay', { game });
    return closeDialogs;
  }, [game]);
  return null;
}

const meta = {
  title: 'Casino/GamePlayDialog',
  component: OpenGame,
  args: { game: byProvider('SoftGamings') },
  parameters: { oyna: { user: demoPlayer } },
} satisfies Meta<typeof OpenGame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** SoftGamings answers with an HTML page: it plays in a sandboxed srcdoc frame. */
export const HtmlGame: Story = {};

/** Digitain's launch fails: its modal stays open with the failure and a retry. */
export const LaunchFailed: Story = {
  args: { game: byProvider('Digitain') },
  parameters: { oyna: { user: demoPlayer, api: { casino: createDemoCasino({ failingProviders: [1] }) } } },
};

/** While the launch is on its way: 'Loading...'. */
export const Launching: Story = {
  args: { game: byProvider('Amusnet') },
  parameters: { oyna: { user: demoPlayer, api: { latencyMs: 60_000 } } },
};
