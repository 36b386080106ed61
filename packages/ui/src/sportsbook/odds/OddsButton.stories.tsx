import type { Meta, StoryObj } from '@storybook/react';
import { betslipOf } from '@oyna/sdk/betslip';
import { oddsOf } from '@oyna/sdk/feed';
import { useEffect, useState } from 'react';
import { useOyna } from '../../provider/hooks';
import { storyFacts } from '../../stories/api';
import * as css from '../../stories/stories.css';
import { OddsButton } from './OddsButton';

/** A prematch home win as the feed offers it. */
const { id: oddId, rate, eventName, marketName, name: oddName } = storyFacts.prematchOdd;

const meta = {
  title: 'Sportsbook/OddsButton',
  component: OddsButton,
  args: { eventName, marketName, oddId, rate, oddName, isLive: false },
} satisfies Meta<typeof OddsButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A price as the feed sends it: pressing it puts the odd in the betslip, pressing again takes it out. */
export const Price: Story = {};

function AlreadyPicked(args: Parameters<typeof OddsButton>[0]) {
  const betslip = betslipOf(useOyna());
  useEffect(() => {
    if (args.oddId !== null && !betslip.$pickedOddIds.get().has(args.oddId)) betslip.toggle({ ...args, oddId: args.oddId });
  }, [betslip, args]);
  return <OddsButton {...args} />;
}

/** An odd that is in the betslip: pressed. */
export const Picked: Story = { render: (args) => <AlreadyPicked {...args} /> };

/** The same price in the three formats a bettor can choose. */
export const Formats: Story = {
  render: (args) => (
    <div className={css.row}>
      <OddsButton {...args} format="decimal" />
      <OddsButton {...args} format="american" />
      <OddsButton {...args} format="fractional" />
    </div>
  ),
};

/** A suspended event, and a market that does not offer the selection: both show a lock. */
export const Locked: Story = {
  render: (args) => (
    <div className={css.row}>
      <OddsButton {...args} locked />
      <OddsButton {...args} oddId={null} rate={0} oddName="X" />
    </div>
  ),
};

function Drifting(args: Parameters<typeof OddsButton>[0]) {
  const odds = oddsOf(useOyna());
  const [rate, setRate] = useState(args.rate);
  useEffect(() => {
    odds.observe([{ id: args.oddId, rate }]);
  }, [odds, args.oddId, rate]);
  useEffect(() => {
    const timer = setInterval(() => setRate((value) => Math.max(1.01, +(value + (Math.random() - 0.5) * 0.3).toFixed(2))), 4000);
    return () => clearInterval(timer);
  }, []);
  return <OddsButton {...args} rate={rate} />;
}

/** A live price that drifts: it flashes green going up, red going down, for 3 s. */
export const Moving: Story = { render: (args) => <Drifting {...args} /> };
