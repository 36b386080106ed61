import { Breadcrumbs, type BreadcrumbItem } from '@oyna/ui';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** Rendered on the server only. */
export default function SiteBreadcrumbs({ locale, items }: SiteIslandProps & { items: BreadcrumbItem[] }) {
  return (
    <SiteProviders locale={locale}>
      <Breadcrumbs items={items} />
    </SiteProviders>
  );
}
