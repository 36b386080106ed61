import type { Meta, StoryObj } from '@storybook/react';
import { openDialog } from '../dialog/dialog.store';
import * as css from '../stories/stories.css';
import { RecoveryDialog } from './RecoveryDialog';

const meta = {
  title: 'Account/RecoveryDialog',
  component: RecoveryDialog,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    openDialog('recovery');
  },
  render: () => (
    <p className={css.row}>
      Step 1 sends a code for vipuser (Türkçe) or demouser (English); the code is mailed to the sandbox&apos;s outbox, so the
      recorded stories stop at step 2.
    </p>
  ),
} satisfies Meta<typeof RecoveryDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Step 1 of 4: the username. */
export const Open: Story = {};

/** English texts. */
export const English: Story = { parameters: { oyna: { locale: 'en' } } };
