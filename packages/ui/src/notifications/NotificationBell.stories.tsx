import type { Meta, StoryObj } from '@storybook/react';
import { useEffect, useState } from 'react';
import { Button } from '../shared/Button';
import * as css from '../stories/stories.css';
import { NotificationBell, NotificationBellView } from './NotificationBell';

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  parameters: { oyna: { scene: 'demouser' } },
} satisfies Meta<typeof NotificationBell>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Connected to the player's notifications: Deniz has two unread. */
export const Connected: Story = {};

/** Nine or more unread shows 9+. */
export const ManyUnread: Story = { render: () => <NotificationBellView count={12} /> };

/** Nothing unread: no badge. */
export const AllRead: Story = { render: () => <NotificationBellView count={0} /> };

function LiveCount() {
  const [count, setCount] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setCount((n) => (n + 1) % 11), 2500);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className={css.row}>
      <NotificationBellView count={count} />
      <Button size="sm" onClick={() => setCount((n) => n + 1)}>
        +1
      </Button>
    </div>
  );
}

/** The bell shakes every time the count changes. */
export const Shaking: Story = { render: () => <LiveCount /> };
