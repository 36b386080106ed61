import * as z from 'zod';

const list = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((value) => value ?? []);
const text = z.string().nullish().transform((value) => value ?? '');

export const slideSchema = z.object({ slug: text, url: text, images: list(z.string()) });

export const jackpotCardSchema = z.object({
  instanceName: z.string(),
  levelStats: list(z.object({ level: z.coerce.number(), amount: z.coerce.number() })),
  currentLevelI: z.coerce.number(),
});

/** `cms/grouped` data: everything the anonymous shell renders, stored under `bootstrap`. */
export const bootstrapSchema = z.object({
  sliderList: list(slideSchema),
  categoryList: list(
    z.object({
      id: z.number(),
      name: text,
      contentList: list(z.object({ id: z.number(), title: z.string() })),
    }),
  ),
  casinoCategoryList: list(
    z.object({
      id: z.number(),
      name: z.string(),
      slugList: list(z.string()),
      imageUrl: z.string().nullish().transform((value) => value ?? null),
    }),
  ),
  languageList: list(z.object({ locale: z.string(), name: text })),
  translationList: list(z.object({ key: z.string(), value: z.string() })),
  siteOptionList: list(z.object({ key: z.string(), value: text, status: z.boolean() })),
  popup: z
    .object({ images: list(z.string()), title: text, description: text })
    .nullish()
    .transform((value) => value ?? null),
  domainStatus: z
    .object({ current: text, next: z.string().nullish().transform((value) => value ?? null) })
    .nullish()
    .transform((value) => value ?? { current: '', next: null }),
  trialBonusAmount: z.coerce.number().catch(0),
  egtJackpotCards: list(jackpotCardSchema),
  jackpotCards: list(jackpotCardSchema),
});

export type Bootstrap = z.infer<typeof bootstrapSchema>;
export type Slide = z.infer<typeof slideSchema>;
export type JackpotCardData = z.infer<typeof jackpotCardSchema>;
