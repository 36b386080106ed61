import type { Meta, StoryObj } from '@storybook/react';
import { openDialog } from '../dialog/dialog.store';
import { recordedBootstrap } from '../stories/api';
import * as css from '../stories/stories.css';
import { RegisterDialog } from './RegisterDialog';

const meta = {
  title: 'Account/RegisterDialog',
  component: RegisterDialog,
  args: {},
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ args }) => {
    openDialog('register', args);
  },
  render: () => (
    <p className={css.row}>
      Fast Register opens first; Default Register adds the national id, the birth date and the country list (recorded from the sandbox).
    </p>
  ),
} satisfies Meta<typeof RegisterDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor's sign-up form, with the bootstrap's trial bonus on offer. */
export const Open: Story = {};

/** English texts: 'Fast Register' and 'Default Register'. */
export const English: Story = { parameters: { oyna: { locale: 'en' } } };

/** An operator that offers no trial bonus: no opt-in box. */
export const NoTrialBonus: Story = { parameters: { oyna: { bootstrap: { ...recordedBootstrap('tr'), trialBonusAmount: 0 } } } };

/** A new player back from phone verification: the trial bonus offer and its Yes (granted by the recorded sandbox). */
export const TrialBonusOffer: Story = { args: { trialBonusOffer: true }, parameters: { oyna: { scene: 'newplayer-verified' } } };
