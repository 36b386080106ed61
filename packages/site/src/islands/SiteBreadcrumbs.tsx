import { Breadcrumbs, type BreadcrumbItem } from '@oyna/ui';

/** Rendered on the server only. */
export default function SiteBreadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  return <Breadcrumbs items={items} />;
}
