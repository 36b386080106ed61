import type { Meta, StoryObj } from '@storybook/react';
import { openChangePassword } from '../changePassword/openChangePassword';
import * as css from '../stories/stories.css';
import { DashboardHome } from './DashboardHome';

const meta = {
  title: 'Account/Dashboard/DashboardHome',
  component: DashboardHome,
  args: { onChangePassword: openChangePassword },
  parameters: { oyna: { scene: 'demouser' } },
  render: (args) => (
    <div className={css.row}>
      <DashboardHome {...args} />
    </div>
  ),
} satisfies Meta<typeof DashboardHome>;
export default meta;

type Story = StoryObj<typeof meta>;

/** `/dashboard`: the spec's tiles; Change Password opens its dialog, Log out ends the session. */
export const Tiles: Story = {};

/** In English, on a phone. */
export const EnglishOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { oyna: { scene: 'demouser', locale: 'en' } },
};

/** A host without the Change Password dialog: its tile is left out rather than shown dead. */
export const WithoutChangePassword: Story = { args: { onChangePassword: undefined } };
