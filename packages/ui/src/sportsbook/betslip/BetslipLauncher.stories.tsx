import type { Meta, StoryObj } from '@storybook/react';
import * as css from '../../stories/stories.css';
import { BetslipLauncher } from './BetslipLauncher';

const meta = {
  title: 'Sportsbook/Betslip/BetslipLauncher',
  component: BetslipLauncher,
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof BetslipLauncher>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A phone's floating betslip button with two picks; pressing it opens the slip as a bottom sheet. */
export const TwoPicks: Story = {
  render: () => (
    <>
      <div className={css.placeholder}>The page</div>
      <BetslipLauncher />
    </>
  ),
  parameters: { oyna: { scene: 'demouser-two-picks' } },
};
