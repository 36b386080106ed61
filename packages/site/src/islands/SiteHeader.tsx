import { DomainBanner, Header } from '@oyna/ui';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The domain banner (off the default domain only) and the header. */
export default function SiteHeader({ locale, path, hostname }: SiteIslandProps & { path: string; hostname: string }) {
  return (
    <SiteProviders locale={locale}>
      <DomainBanner hostname={hostname} />
      <Header currentPath={path} />
    </SiteProviders>
  );
}
