import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { openDialog } from '../dialog/dialog.store';
import { PhoneVerificationDialog } from './PhoneVerificationDialog';
import type { PhoneVerificationDialogProps } from './phoneVerification.types';

/** Opens the dialog by name, as sign-up does; the story's `<DialogHost>` shows it. */
function Open(props: PhoneVerificationDialogProps) {
  useEffect(() => openDialog('phoneVerification', props), [props.phone, props.lockPhone]);
  return null;
}

const opened =
  (props: PhoneVerificationDialogProps = {}): Decorator =>
  () => <Open {...props} />;

const meta = {
  title: 'Account/PhoneVerificationDialog',
  component: PhoneVerificationDialog,
  parameters: { layout: 'fullscreen', oyna: { scene: 'demouser' } },
} satisfies Meta<typeof PhoneVerificationDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opened by a player: their stored number, ready for Send Code. The code field waits, disabled. */
export const PlayersNumber: Story = { decorators: [opened()] };

/** Right after sign-up with the trial bonus: the new number, locked until 'Change phone number'. */
export const AfterSignUp: Story = { decorators: [opened({ phone: '905551112233', lockPhone: true })] };

/** No number yet, in English: Send Code stays disabled until one is typed. */
export const English: Story = { decorators: [opened({ phone: '' })], parameters: { oyna: { locale: 'en', scene: 'demouser' } } };
