import { z } from 'zod';
import { playerOf } from '../http/auth.hook.ts';
import { fail, ok } from '../http/envelope.ts';
import { parseInput } from '../http/validation.ts';
import { message } from '../i18n/messages.ts';
import type { RoutePlugin } from './route.types.ts';

/** The notification panel shows at most this many (spec: page size 100). */
export const NOTIFICATION_PAGE_MAX = 100;

const wholeNumber = () => z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' });

const notificationPageSchema = z.object({
  skip: wholeNumber().min(0, { error: 'validation.atLeast' }).default(0),
  take: wholeNumber()
    .min(1, { error: 'validation.atLeast' })
    .max(NOTIFICATION_PAGE_MAX, { error: 'validation.atMost' })
    .default(NOTIFICATION_PAGE_MAX),
});

const readNotificationSchema = z.object({
  id: z
    .array(wholeNumber().positive({ error: 'validation.invalid' }), { error: 'validation.required' })
    .min(1, { error: 'validation.minItems' })
    .max(NOTIFICATION_PAGE_MAX, { error: 'validation.maxItems' }),
});

/** The logged-in player's account area: notifications for now. */
export const customerRoutes: RoutePlugin = async (app, { services }) => {
  const { notifications } = services;

  app.post('/notification', { config: { access: 'player' } }, async (request) => {
    const player = playerOf(request);
    const { skip, take } = parseInput(notificationPageSchema, request.body, request.locale);
    return ok(notifications.list(player.id, skip, take));
  });

  app.post('/readnotification', { config: { access: 'player' } }, async (request) => {
    const player = playerOf(request);
    const { id } = parseInput(readNotificationSchema, request.body, request.locale);
    return notifications.markRead(player.id, id)
      ? ok(null, message(request.locale, 'notifications.marked'))
      : fail(message(request.locale, 'notifications.notFound'));
  });
};
