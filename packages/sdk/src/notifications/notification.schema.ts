import * as z from 'zod';

export const notificationSchema = z.object({
  id: z.number(),
  title: z.string().nullish().transform((value) => value ?? ''),
  note: z.string().nullish().transform((value) => value ?? ''),
  type: z.coerce.number(),
  /** UTC without a zone designator, as the server sends it; `formatDateTime` appends the Z. */
  timeStamp: z.string(),
  isRead: z.boolean().nullish().transform((value) => value ?? false),
});
export type Notification = z.infer<typeof notificationSchema>;
