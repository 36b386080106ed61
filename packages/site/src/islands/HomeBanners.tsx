import { HomeCarousel, TopNotifyBar } from '@oyna/ui/content';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The top of home: the address bar (TOP_NOTIFY) and the banner carousel. */
export default function HomeBanners({ locale, path }: SiteIslandProps & { path: string }) {
  return (
    <SiteProviders locale={locale}>
      <div className="home-top">
        <TopNotifyBar currentPath={path} />
        <HomeCarousel />
      </div>
    </SiteProviders>
  );
}
