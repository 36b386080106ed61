import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { openChangePassword } from './openChangePassword';

/** Opens the dialog as the dashboard's Change Password tile does. */
function Opener() {
  useEffect(() => openChangePassword(), []);
  return null;
}

const opened: Decorator = () => <Opener />;

const meta = {
  title: 'Account/ChangePasswordDialog',
  component: ChangePasswordDialog,
  decorators: [opened],
  parameters: { layout: 'fullscreen', oyna: { scene: 'demouser' } },
} satisfies Meta<typeof ChangePasswordDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The current password, the new one and its confirmation. */
export const Open: Story = {};

/** In English. */
export const English: Story = { parameters: { oyna: { scene: 'demouser', locale: 'en' } } };
