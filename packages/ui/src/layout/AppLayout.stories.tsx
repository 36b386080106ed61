import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { LeftMenu } from '../menu/LeftMenu';
import { AppLayout } from './AppLayout';

const currentPath = '/promotions';

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Promosyonlar',
    header: <Header currentPath={currentPath} onRegister={fn()} onLiveChat={fn()} />,
    sidebar: <LeftMenu currentPath={currentPath} onRegister={fn()} onLiveChat={fn()} onOpenGame={fn()} />,
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { label: 'Ana Sayfa', url: '/' },
          { label: 'Promosyonlar', url: currentPath },
        ]}
      />
    ),
    footer: <Footer />,
    children: <p>Haftalık kayıp bonusu, ilk yatırım bonusu ve daha fazlası.</p>,
  },
} satisfies Meta<typeof AppLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The whole shell for a visitor: try it at 390 and 1440 px. */
export const GuestPage: Story = {};

/** The shell for a signed-in player, with the bottom bar on phones. */
export const PlayerPage: Story = { parameters: { oyna: { scene: 'demouser' } } };
