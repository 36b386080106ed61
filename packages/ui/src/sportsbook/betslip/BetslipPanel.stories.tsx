import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { betslipOf } from '@oyna/sdk/betslip';
import { useEffect } from 'react';
import { useOyna } from '../../provider/hooks';
import * as css from '../../stories/stories.css';
import { BetslipPanel } from './BetslipPanel';

function TryToPlace() {
  const betslip = betslipOf(useOyna());
  useEffect(() => {
    // Once the slip has loaded: placing is what a guest tries next.
    const stop = betslip.$betslip.subscribe((state) => {
      if (state.picks.length > 0 && !state.loading && !state.placeBetMessage) void betslip.placeBet();
    });
    return stop;
  }, [betslip]);
  return null;
}

const afterPlacing: Decorator = (Story) => (
  <>
    <TryToPlace />
    <Story />
  </>
);

const meta = {
  title: 'Sportsbook/Betslip/BetslipPanel',
  component: BetslipPanel,
  decorators: [
    (Story) => (
      <div className={css.column}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BetslipPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing picked yet. */
export const Empty: Story = {};

/** A player's single bet on a live match, with its stake and possible win. */
export const Single: Story = { parameters: { oyna: { locale: 'en', scene: 'demouser-single' } } };

/** Three picks make a multiple: total odds, one stake with its ±100 buttons, possible win. */
export const Multiple: Story = { parameters: { oyna: { scene: 'demouser-multiple' } } };

/** Singles on two picks, one of whose odds moved since it was added: the server says so under it. */
export const OddsChanged: Story = { parameters: { oyna: { locale: 'en', scene: 'demouser-odds-changed' } } };

/** A guest who tried to place: 'Please login first', with the login a click away. */
export const GuestMustLogIn: Story = {
  decorators: [afterPlacing],
  parameters: { oyna: { locale: 'en', scene: 'guest-with-pick' } },
};
