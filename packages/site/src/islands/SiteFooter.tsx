import { Footer } from '@oyna/ui';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** Hydrated when scrolled into view (`client:visible`), so its back-to-top button works without costing the first paint. */
export default function SiteFooter({ locale }: SiteIslandProps) {
  return (
    <SiteProviders locale={locale}>
      <Footer />
    </SiteProviders>
  );
}
