import type { Meta, StoryObj } from '@storybook/react';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Ana Sayfa', url: '/' },
      { label: 'Hesabım', url: '/dashboard' },
      { label: 'Para Yatır', url: '/dashboard/deposit' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AccountPage: Story = {};

export const SingleLevel: Story = { args: { items: [{ label: 'Promosyonlar', url: '/promotions' }] } };
