import type { Meta, StoryObj } from '@storybook/react';
import { storyFacts } from '../../stories/api';
import { PrematchDetail } from './PrematchDetail';

const meta = {
  title: 'Sportsbook/Prematch/PrematchDetail',
  component: PrematchDetail,
  args: { eventId: storyFacts.prematchMatch.id },
} satisfies Meta<typeof PrematchDetail>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A Süper Lig match with every market. */
export const Derby: Story = {};

/** An event the feed does not know: the server's message and Try again. */
export const Missing: Story = { args: { eventId: 1 } };

/** English texts. */
export const English: Story = { parameters: { oyna: { locale: 'en' } } };
