import type { Meta, StoryObj } from '@storybook/react';
import { PhoneVerificationPanel } from '../phoneVerification/PhoneVerificationPanel.lazy';
import * as css from '../stories/stories.css';
import { PersonalInformationPage } from './PersonalInformationPage';

const meta = {
  title: 'Account/Dashboard/PersonalInformationPage',
  component: PersonalInformationPage,
  args: { phoneVerification: <PhoneVerificationPanel /> },
  parameters: { oyna: { scene: 'demouser' } },
  render: (args) => (
    <div className={css.page}>
      <PersonalInformationPage {...args} />
    </div>
  ),
} satisfies Meta<typeof PersonalInformationPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Deniz as he signed up; his number not verified yet, the verification panel below. */
export const NotVerified: Story = {};

/** Selin in English, her number verified. */
export const Verified: Story = { parameters: { oyna: { scene: 'vipuser', locale: 'en' } } };

/** A player who signed up the fast way: no birth date given. */
export const FastSignUp: Story = { parameters: { oyna: { scene: 'newplayer' } } };

/** While Personal information loads. */
export const Loading: Story = { parameters: { oyna: { delay: { 'customer/profile': 'infinite' }, scene: 'demouser' } } };
