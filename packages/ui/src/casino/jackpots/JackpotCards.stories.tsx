import type { Meta, StoryObj } from '@storybook/react';
import { JackpotCards } from './JackpotCards';

const meta = {
  title: 'Casino/JackpotCards',
  component: JackpotCards,
  parameters: { oyna: { hosts: false } },
} satisfies Meta<typeof JackpotCards>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Clover Chance and High Cash; a card at the sentinel and one with three levels are left out. */
export const Cards: Story = {};

/** In English. */
export const English: Story = { parameters: { oyna: { hosts: false, locale: 'en' } } };
