import type { Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { openDialog } from '../../dialog/dialog.store';
import { demoBetslipWith, DEMO_ODDS } from '../../fixtures/betslip.data';
import { demoPlayer } from '../../fixtures/demo.data';
import { BetslipSheet } from './BetslipSheet';

/** Opens the sheet the way the phone's betslip button does; the story's `<DialogHost>` shows it. */
function Open() {
  useEffect(() => openDialog('betslip'), []);
  return null;
}

const meta = {
  title: 'Sportsbook/Betslip/BetslipSheet',
  component: BetslipSheet,
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <Open />,
} satisfies Meta<typeof BetslipSheet>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A player's two singles in the bottom sheet of a phone. */
export const Singles: Story = {
  parameters: {
    oyna: {
      user: demoPlayer,
      api: { betslip: demoBetslipWith([{ oddId: DEMO_ODDS.besiktasHome, amount: 40 }, { oddId: DEMO_ODDS.madridHome, amount: 25 }]) },
    },
  },
};
