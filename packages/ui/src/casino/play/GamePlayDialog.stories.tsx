import type { Meta, StoryObj } from '@storybook/react';
import type { Game } from '@oyna/sdk/casino';
import { useEffect } from 'react';
import { closeDialogs, openDialog } from '../../dialog/dialog.store';
import { storyFacts } from '../../stories/api';

const { softGamings, digitain, amusnet } = storyFacts.games;

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
  args: { game: softGamings },
  parameters: { oyna: { scene: 'demouser' } },
} satisfies Meta<typeof OpenGame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** SoftGamings answers with an HTML page: it plays in a sandboxed srcdoc frame. */
export const HtmlGame: Story = {};

/** Digitain's launch fails: its modal stays open with the failure and a retry. */
export const LaunchFailed: Story = {
  args: { game: digitain },
  parameters: { oyna: { scene: 'demouser', fail: ['casino/dtlaunchurl'] } },
};

/** While the launch is on its way: 'Loading...'. */
export const Launching: Story = {
  args: { game: amusnet },
  parameters: { oyna: { scene: 'demouser', delay: { 'casino/amusnetlaunchurl': 'infinite' } } },
};
