import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { openDialog } from '../../dialog/dialog.store';
import type { MyBetsDialogProps } from './betslipDialogs.types';
import { MyBetsDialog } from './MyBetsDialog';

/** Opens the dialog the way the betslip's My Bets toggle does; the story's `<DialogHost>` shows it. */
function Open(props: MyBetsDialogProps) {
  useEffect(() => openDialog('myBets', props), [props.settled]);
  return null;
}

const opened =
  (props: MyBetsDialogProps = {}): Decorator =>
  () => <Open {...props} />;

const meta = {
  title: 'Sportsbook/Betslip/MyBetsDialog',
  component: MyBetsDialog,
  parameters: { oyna: { scene: 'demouser-bets' } },
} satisfies Meta<typeof MyBetsDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The player's open coupons: a multiple on two live matches and a prematch single, selections pending. */
export const OpenBets: Story = { decorators: [opened()] };

/** Settled coupons in English: won (with its payout), lost and returned, each selection's result. */
export const SettledBets: Story = { decorators: [opened({ settled: true })], parameters: { oyna: { locale: 'en', scene: 'demouser-settled' } } };

/** Twelve settled coupons: a page of ten, then the pager. */
export const Paged: Story = { decorators: [opened({ settled: true })], parameters: { oyna: { locale: 'en', scene: 'demouser-bets' } } };

/** A player who has just signed up: no coupons yet. */
export const Empty: Story = { decorators: [opened()], parameters: { oyna: { locale: 'en', scene: 'newplayer' } } };
