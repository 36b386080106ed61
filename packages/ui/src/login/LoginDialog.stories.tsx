import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { openDialog } from '../dialog/dialog.store';
import * as css from '../stories/stories.css';
import { LoginDialog } from './LoginDialog';

const meta = {
  title: 'Account/LoginDialog',
  component: LoginDialog,
  args: { onRecovery: fn(), onRegister: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ args }) => {
    openDialog('login', args);
  },
  render: () => (
    <p className={css.row}>
      demouser or vipuser with demo12345 logs in; demouser with yanlis12345 shows the server&apos;s refusal.
    </p>
  ),
} satisfies Meta<typeof LoginDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** A slow server, to see the button's loading state. */
export const SlowServer: Story = { parameters: { oyna: { delay: { 'auth/login': 1500 } } } };

/** English texts. */
export const English: Story = { parameters: { oyna: { locale: 'en' } } };
