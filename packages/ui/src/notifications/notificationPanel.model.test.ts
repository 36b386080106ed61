import { describe, expect, it } from 'vitest';
import type { Notification } from '@oyna/sdk/notifications';
import { panelView } from './notificationPanel.model';
import { createNotificationPanelStore } from './notificationPanel.store';

const notification = (id: number, type: number, isRead = false): Notification => ({
  id, title: `Başlık ${id}`, note: `Not ${id}`, type, timeStamp: '2026-11-20T10:00:00', isRead,
});
const format = (timeStamp: string) => `formatted ${timeStamp}`;

describe('panelView', () => {
  it('says so when there is nothing', () => {
    expect(panelView([], null, format)).toEqual({ kind: 'empty' });
  });

  it('lists notifications with the icon of their type, their date and whether they are unread', () => {
    const view = panelView([notification(1, 4), notification(2, 1, true), notification(3, 2), notification(4, 3), notification(5, 99)], null, format);
    expect(view.kind).toBe('list');
    if (view.kind !== 'list') return;
    expect(view.items.map((item) => item.icon)).toEqual(['gift', 'arrowUp', 'arrowDown', 'info', 'info']);
    expect(view.items.map((item) => item.unread)).toEqual([true, false, true, true, true]);
    expect(view.items[0]!.date).toBe('formatted 2026-11-20T10:00:00');
  });

  it('shows the opened one in detail, and the list again when it is gone', () => {
    const list = [notification(1, 4), notification(2, 1)];
    expect(panelView(list, 2, format)).toMatchObject({ kind: 'detail', item: { id: 2, note: 'Not 2' } });
    expect(panelView(list, 7, format).kind).toBe('list');
  });
});

describe('the panel store', () => {
  it('opens on the list, goes to a detail and back, and closes', () => {
    const panel = createNotificationPanelStore();
    panel.toggle();
    expect(panel.$panel.get()).toEqual({ open: true, openedId: null });
    panel.show(3);
    expect(panel.$panel.get()).toEqual({ open: true, openedId: 3 });
    panel.back();
    expect(panel.$panel.get().openedId).toBeNull();
    panel.toggle();
    expect(panel.$panel.get().open).toBe(false);
    panel.show(3);
    panel.close();
    expect(panel.$panel.get()).toEqual({ open: false, openedId: null });
  });
});
