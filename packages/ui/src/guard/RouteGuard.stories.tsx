import type { Meta, StoryObj } from '@storybook/react';
import { RouteGuard } from './RouteGuard';

const meta = {
  title: 'Navigation/RouteGuard',
  component: RouteGuard,
  args: { guard: 'auth', children: <p>Hesap özeti: bakiye, bonuslar ve son işlemler.</p> },
} satisfies Meta<typeof RouteGuard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A guest on a players' page: the login form opens and the page says why. */
export const GuestOnAccountPage: Story = {};

/** A player sees the page. */
export const PlayerOnAccountPage: Story = { parameters: { oyna: { scene: 'demouser' } } };

/** A player without betting platform access on the Betco page. */
export const PlayerWithoutBetco: Story = { args: { guard: 'betco' }, parameters: { oyna: { scene: 'demouser' } } };

/** A player with access on the Betco page. */
export const PlayerWithBetco: Story = { args: { guard: 'betco' }, parameters: { oyna: { scene: 'vipuser' } } };
