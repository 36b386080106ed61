import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { flag, numeric, text } from '../schema/wire';

export const notificationSchema = object({
  id: z.number(),
  title: text(),
  note: text(),
  type: numeric(),
  /** UTC without a zone designator, as the server sends it; `formatDateTime` appends the Z. */
  timeStamp: z.string(),
  isRead: flag(),
});
export interface Notification extends z.output<typeof notificationSchema> {}
