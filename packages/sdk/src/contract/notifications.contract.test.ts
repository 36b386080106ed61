import { NotificationType as ServerNotificationType } from '@oyna/sandbox';
import { describe, expect, it } from 'vitest';
import { NotificationType } from '../notifications/notifications.enums';

describe('notification types', () => {
  it('are the numbers the back end sends', () => {
    expect(NotificationType).toEqual(ServerNotificationType);
  });
});
