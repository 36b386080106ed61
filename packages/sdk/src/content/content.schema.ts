import * as z from 'zod/mini';
import { text } from '../schema/wire';
import { object } from '../schema/zod';

/** A CMS content page (`/pages/{id}`): its title and its body as the operator's editors wrote it. */
export const contentPageSchema = object({
  id: z.number(),
  title: text(),
  /** HTML from the CMS: sanitise it before showing it. */
  body: text(),
});
export type ContentPage = z.output<typeof contentPageSchema>;
