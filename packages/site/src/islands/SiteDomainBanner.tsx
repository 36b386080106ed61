import { DomainBanner } from '@oyna/ui/content';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** Rendered on the server only (text and a link): the domain banner costs no script. */
export default function SiteDomainBanner({ locale, hostname }: SiteIslandProps & { hostname: string }) {
  return (
    <SiteProviders locale={locale}>
      <DomainBanner hostname={hostname} />
    </SiteProviders>
  );
}
