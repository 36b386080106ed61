import { routes } from '@oyna/sdk/routes';
import type { Bootstrap } from '@oyna/sdk/bootstrap';

/** Category of content pages linked from the footer (platform spec). */
export const FOOTER_CATEGORY_ID = 1;
/** Site option holding the gaming licence number shown beside the licence notice. */
export const LICENCE_NUMBER_OPTION = 'license_number';

export interface FooterLinks {
  /** The category's name from the CMS; empty when it has none. */
  title: string;
  links: { id: number; title: string; href: string }[];
}

/** Links to `/pages/{id}` for every content page of category 1, in CMS order. */
export function footerLinks(bootstrap: Pick<Bootstrap, 'categoryList'> | null): FooterLinks {
  const category = bootstrap?.categoryList.find((entry) => entry.id === FOOTER_CATEGORY_ID);
  return {
    title: category?.name ?? '',
    links: (category?.contentList ?? []).map((page) => ({ id: page.id, title: page.title, href: routes.page(page.id) })),
  };
}
