import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { sidebar } from './sidebar.store';
import { LeftMenu } from './LeftMenu';

const meta = {
  title: 'Layout/LeftMenu',
  component: LeftMenu,
  args: {
    currentPath: '/casino/slot',
    onOpenGame: fn(),
    onLiveChat: fn(),
    onCallRequest: fn(),
    onRegister: fn(),
    onLocaleChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LeftMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor: Login and Register on top. */
export const Guest: Story = {};

/** A player with betco access: account links, Logout and the Betco item. */
export const PlayerWithBetco: Story = { parameters: { oyna: { scene: 'vipuser' } } };

/** A regular player in English. */
export const PlayerInEnglish: Story = { parameters: { oyna: { scene: 'demouser', locale: 'en' } } };

/** The drawer open, as after tapping the hamburger on a phone. */
export const DrawerOpen: Story = {
  beforeEach: () => {
    sidebar.open();
    return () => sidebar.close();
  },
};
