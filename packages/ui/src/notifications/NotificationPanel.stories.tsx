import type { Meta, StoryObj } from '@storybook/react';
import { demoPlayer } from '../fixtures/demo.data';
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
  parameters: { oyna: { user: demoPlayer } },
  beforeEach: () => {
    notificationPanel.toggle();
    return () => notificationPanel.close();
  },
} satisfies Meta<typeof BellWithPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The demo player's three notifications, two unread. */
export const List: Story = {};

/** Nothing yet: the empty text. */
export const Empty: Story = { parameters: { oyna: { user: demoPlayer, api: { notifications: [] } } } };

/** English texts. */
export const English: Story = { parameters: { oyna: { user: demoPlayer, locale: 'en' } } };
