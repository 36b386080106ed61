import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { betslipOf } from '@oyna/sdk/betslip';
import { useEffect } from 'react';
import { demoBetslipWith, DEMO_ODDS } from '../../fixtures/betslip.data';
import { demoPlayer } from '../../fixtures/demo.data';
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

/** A player's single bet on the live derby, with its stake and possible win. */
export const Single: Story = {
  parameters: { oyna: { locale: 'en', user: demoPlayer, api: { betslip: demoBetslipWith([{ oddId: DEMO_ODDS.derbyHome, amount: 50 }]) } } },
};

/** Three picks make a multiple: total odds, one stake with its ±100 buttons, possible win. */
export const Multiple: Story = {
  parameters: {
    oyna: {
      user: demoPlayer,
      api: {
        betslip: demoBetslipWith(
          [{ oddId: DEMO_ODDS.derbyHome }, { oddId: DEMO_ODDS.arsenalAway }, { oddId: DEMO_ODDS.madridHome }],
          { multipleStake: 100 },
        ),
      },
    },
  },
};

/** Singles on two picks, one of whose odds moved since it was added: the server says so under it. */
export const OddsChanged: Story = {
  parameters: {
    oyna: {
      locale: 'en',
      user: demoPlayer,
      api: {
        betslip: demoBetslipWith([{ oddId: DEMO_ODDS.besiktasHome, amount: 20 }, { oddId: DEMO_ODDS.arsenalAway, amount: 30 }], {
          moved: { [DEMO_ODDS.besiktasHome]: 2.3 },
        }),
      },
    },
  },
};

/** A guest who tried to place: 'Please login first', with the login a click away. */
export const GuestMustLogIn: Story = {
  decorators: [afterPlacing],
  parameters: { oyna: { locale: 'en', api: { betslip: demoBetslipWith([{ oddId: DEMO_ODDS.derbyDraw, amount: 10 }]) } } },
};
