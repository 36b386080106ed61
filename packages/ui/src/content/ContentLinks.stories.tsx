import type { Meta, StoryObj } from '@storybook/react';
import { ContentLinks } from './ContentLinks';

const meta = {
  title: 'Navigation/ContentLinks',
  component: ContentLinks,
  args: {
    title: 'Kurumsal',
    links: [
      { label: 'Hakkımızda', url: '/pages/3' },
      { label: 'Genel Şartlar ve Koşullar', url: '/pages/1' },
      { label: 'Gizlilik Politikası', url: '/pages/2' },
      { label: 'Sorumlu Oyun', url: '/pages/4' },
    ],
  },
} satisfies Meta<typeof ContentLinks>;
export default meta;

export const Company: StoryObj<typeof meta> = {};
