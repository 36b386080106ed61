import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { list, numeric, orDefault, orNull, text } from '../schema/wire';

/** A banner slide; `title` (the offer its picture shows) goes beyond the spec and is '' when not sent. */
export const slideSchema = object({ slug: text(), url: text(), images: list(z.string()), title: text() });

export const jackpotCardSchema = object({
  instanceName: z.string(),
  levelStats: list(object({ level: numeric(), amount: numeric() })),
  currentLevelI: numeric(),
});

/** `cms/grouped` data: everything the anonymous shell renders, stored under `bootstrap`. */
export const bootstrapSchema = object({
  sliderList: list(slideSchema),
  categoryList: list(
    object({
      id: z.number(),
      name: text(),
      contentList: list(object({ id: z.number(), title: z.string() })),
    }),
  ),
  casinoCategoryList: list(
    object({
      id: z.number(),
      name: z.string(),
      slugList: list(z.string()),
      imageUrl: orNull(z.string()),
    }),
  ),
  languageList: list(object({ locale: z.string(), name: text() })),
  translationList: list(object({ key: z.string(), value: z.string() })),
  siteOptionList: list(object({ key: z.string(), value: text(), status: z.boolean() })),
  /** `url` (where the picture leads) and `hash` (of what it shows) go beyond the spec: '' when not sent. */
  popup: orNull(object({ images: list(z.string()), title: text(), description: text(), url: text(), hash: text() })),
  domainStatus: z.pipe(
    z.nullish(object({ current: text(), next: orNull(z.string()) })),
    z.transform((value) => value ?? { current: '', next: null }),
  ),
  trialBonusAmount: orDefault(numeric(), 0),
  egtJackpotCards: list(jackpotCardSchema),
  jackpotCards: list(jackpotCardSchema),
});

export interface Bootstrap extends z.output<typeof bootstrapSchema> {}
export interface Slide extends z.output<typeof slideSchema> {}
export interface JackpotCardData extends z.output<typeof jackpotCardSchema> {}
