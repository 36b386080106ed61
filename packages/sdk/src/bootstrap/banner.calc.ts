import type { Bootstrap } from './bootstrap.schema';

/** The banner group the sportsbook pages show. */
export const SPORTSBOOK_CAROUSEL_SLUG = 'fcg_sportsbook_carousel';

export interface Banner {
  /** Where the banner leads. */
  url: string;
  /** The image shown: the slide's second one (the spec's), its first when it has only one. */
  image: string;
  /** True for an address on another site: it opens in a new tab. */
  external: boolean;
  /** The offer the picture shows, its name for those who cannot see it; '' when the back end sends none. */
  title: string;
}

/** Whether `url` leads off the site that `baseUrl` belongs to. */
export function isExternalUrl(url: string, baseUrl: string): boolean {
  try {
    const base = new URL(baseUrl);
    const target = new URL(url, base);
    return /^https?:$/.test(target.protocol) && target.origin !== base.origin;
  } catch {
    return false;
  }
}

/** The banners of one slug from the stored bootstrap `sliderList`, in its order; slides without an image are left out. */
export function bannersOf(
  bootstrap: Pick<Bootstrap, 'sliderList'> | null | undefined,
  slug: string,
  baseUrl: string,
): Banner[] {
  return (bootstrap?.sliderList ?? []).flatMap((slide) => {
    const image = slide.images[1] ?? slide.images[0];
    if (slide.slug !== slug || !image) return [];
    return [{ url: slide.url, image, external: isExternalUrl(slide.url, baseUrl), title: slide.title.trim() }];
  });
}
