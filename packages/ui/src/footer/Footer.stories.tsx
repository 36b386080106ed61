import type { Meta, StoryObj } from '@storybook/react';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Turkish: Story = {};

export const English: Story = { parameters: { oyna: { locale: 'en' } } };

/** Before bootstrap data arrives: no page links, the rest still shows. */
export const WithoutBootstrap: Story = { parameters: { oyna: { bootstrap: null } } };
