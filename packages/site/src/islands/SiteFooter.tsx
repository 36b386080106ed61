import { Footer } from '@oyna/ui';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** Rendered on the server only: the footer is the same for every visitor, and back-to-top is a plain link. */
export default function SiteFooter({ locale }: SiteIslandProps) {
  return (
    <SiteProviders locale={locale}>
      <Footer />
    </SiteProviders>
  );
}
