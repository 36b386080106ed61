import { HomeCarousel, PromoPopup, TopNotifyBar } from '@oyna/ui/content';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/**
 * The top of home: the address bar (TOP_NOTIFY), the banner carousel and, once per content hash, the
 * promotional popup: home is where visitors arrive, not the promotions page the popup leads to.
 */
export default function HomeBanners({ locale, path }: SiteIslandProps & { path: string }) {
  return (
    <SiteProviders locale={locale}>
      <div className="home-top">
        <TopNotifyBar currentPath={path} />
        <HomeCarousel />
      </div>
      <PromoPopup />
    </SiteProviders>
  );
}
