import { LeftMenu } from '@oyna/ui';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

export default function SiteMenu({ locale, path }: SiteIslandProps & { path: string }) {
  return (
    <SiteProviders locale={locale}>
      <LeftMenu currentPath={path} />
    </SiteProviders>
  );
}
