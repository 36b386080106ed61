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
      demouser / demo12345 logs in; any other pair shows the server&apos;s refusal.
    </p>
  ),
} satisfies Meta<typeof LoginDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** A slow server, to see the button's loading state. */
export const SlowServer: Story = { parameters: { oyna: { api: { latencyMs: 1500 } } } };

/** English texts. */
export const English: Story = { parameters: { oyna: { locale: 'en' } } };
