import type { Meta, StoryObj } from '@storybook/react';
import { PrematchDetail } from './PrematchDetail';

const meta = {
  title: 'Sportsbook/Prematch/PrematchDetail',
  component: PrematchDetail,
  args: { eventId: 10101 },
} satisfies Meta<typeof PrematchDetail>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Galatasaray – Fenerbahçe with every market. */
export const Derby: Story = {};

/** An event the feed does not know: the server's message and Try again. */
export const Missing: Story = { args: { eventId: 1 } };

/** English texts. */
export const English: Story = { parameters: { oyna: { locale: 'en' } } };
