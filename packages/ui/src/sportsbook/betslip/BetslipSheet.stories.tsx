import type { Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { openDialog } from '../../dialog/dialog.store';
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
export const Singles: Story = { parameters: { oyna: { scene: 'demouser-singles' } } };
