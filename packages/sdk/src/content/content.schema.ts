import * as z from 'zod/mini';
import { list, text } from '../schema/wire';
import { object } from '../schema/zod';

/** A CMS content page (`/pages/{id}`): its title and its body as the operator's editors wrote it. */
export const contentPageSchema = object({
  id: z.number(),
  title: text(),
  /** HTML from the CMS: sanitise it before showing it. */
  body: text(),
});
export interface ContentPage extends z.output<typeof contentPageSchema> {}

/** A promotion (`cms/promotions`): its card shows `images[0]`, its detail the second image; `description` is CMS HTML. */
export const promotionSchema = object({
  id: z.number(),
  title: text(),
  images: list(z.string()),
  /** HTML from the CMS: sanitise it before showing it. */
  description: text(),
});
export interface Promotion extends z.output<typeof promotionSchema> {}
