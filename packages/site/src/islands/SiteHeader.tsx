import { Header } from '@oyna/ui';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

export default function SiteHeader({ locale, path }: SiteIslandProps & { path: string }) {
  return (
    <SiteProviders locale={locale}>
      <Header currentPath={path} />
    </SiteProviders>
  );
}
