import type { Meta, StoryObj } from '@storybook/react';
import * as css from '../stories/stories.css';
import { PhoneVerificationPanel } from './PhoneVerificationPanel';

const meta = {
  title: 'Account/PhoneVerificationPanel',
  component: PhoneVerificationPanel,
  parameters: { oyna: { scene: 'demouser' } },
  render: (args) => (
    <div className={css.row}>
      <PhoneVerificationPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof PhoneVerificationPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Deniz's number is not verified yet: Send Code, or Update Number to type another. */
export const NotVerified: Story = {};

/** Selin's number is verified. */
export const Verified: Story = { parameters: { oyna: { scene: 'vipuser' } } };

/** In English. */
export const English: Story = { parameters: { oyna: { scene: 'demouser', locale: 'en' } } };
