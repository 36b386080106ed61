import type { Meta, StoryObj } from '@storybook/react';
import { Header } from './Header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: { currentPath: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What a visitor sees: Register and Login first. */
export const Guest: Story = {};

/** A signed-in player: balance, Deposit, the bell with unread notifications, My Account. */
export const Player: Story = { parameters: { oyna: { scene: 'demouser' } } };

/** Groups 3 and 4 get the crown instead of My Account. */
export const VipPlayer: Story = { parameters: { oyna: { scene: 'vipuser' } } };

/** On live casino pages the search button stays on live casino. */
export const OnLiveCasino: Story = { args: { currentPath: '/casino/live' } };

/** English texts. */
export const PlayerInEnglish: Story = { parameters: { oyna: { scene: 'demouser', locale: 'en' } } };
