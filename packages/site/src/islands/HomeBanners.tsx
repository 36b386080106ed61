import { HomeCarousel, PromoPopup, TopNotifyBar } from '@oyna/ui';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The top of home: the address bar (TOP_NOTIFY), the banner carousel and, once per content hash, the promotional popup. */
export default function HomeBanners({ locale, path }: SiteIslandProps & { path: string }) {
  return (
    <SiteProviders locale={locale}>
      <TopNotifyBar currentPath={path} />
      <HomeCarousel />
      <PromoPopup />
    </SiteProviders>
  );
}
