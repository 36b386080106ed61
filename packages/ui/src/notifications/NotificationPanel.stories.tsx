import type { Meta, StoryObj } from '@storybook/react';
import * as css from '../stories/stories.css';
import { NotificationBell } from './NotificationBell';
import { notificationPanel } from './notificationPanel.store';

function BellWithPanel() {
  return (
    <div className={css.row}>
      <NotificationBell />
    </div>
  );
}

const meta = {
  title: 'Notifications/NotificationPanel',
  component: BellWithPanel,
  parameters: { oyna: { scene: 'demouser' } },
  beforeEach: () => {
    notificationPanel.toggle();
    return () => notificationPanel.close();
  },
} satisfies Meta<typeof BellWithPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Deniz's three notifications, two unread. */
export const List: Story = {};

/** A player who has just signed up has nothing yet: the empty text. */
export const Empty: Story = { parameters: { oyna: { scene: 'newplayer' } } };

/** English texts. */
export const English: Story = { parameters: { oyna: { scene: 'demouser', locale: 'en' } } };
