import { useT } from '@oyna/ui';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

// Below the banners: each widget's code loads once the section is near (the island is client:visible),
// so home's first load carries none of the sportsbook's or the casino's. The server has the widgets
// loaded before its first render: a lazy one there would stream in as inline scripts the CSP refuses.
const onServer = import.meta.env.SSR ? { ...(await import('@oyna/ui/sportsbook')), ...(await import('@oyna/ui/casino')) } : null;
const LivePanel = onServer?.LivePanel ?? lazy(() => import('@oyna/ui/sportsbook').then((module) => ({ default: module.LivePanel })));
const UpcomingEvents = onServer?.UpcomingEvents ?? lazy(() => import('@oyna/ui/sportsbook').then((module) => ({ default: module.UpcomingEvents })));
const CasinoLobby = onServer?.CasinoLobby ?? lazy(() => import('@oyna/ui/casino').then((module) => ({ default: module.CasinoLobby })));

/** Football, the sport whose next matches home shows. */
const FOOTBALL_SPORT_ID = 1;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="home-section">
      <h2 id={id} className="home-section-title">
        {title}
      </h2>
      {/* A box of fixed height the widget scrolls in: its lists arrive after the page, and the sections
          below must not move when they do. Focusable, so a keyboard can scroll it too. */}
      <div className="home-section-body" role="group" aria-labelledby={id} tabIndex={0}>
        <Suspense fallback={<p aria-busy="true">{title}…</p>}>{children}</Suspense>
      </div>
    </section>
  );
}

function Sections() {
  const t = useT();
  return (
    <>
      <Section title={t('route.liveBettings')}>
        <LivePanel />
      </Section>
      <Section title={t('route.upcoming')}>
        <UpcomingEvents sportId={FOOTBALL_SPORT_ID} filter={null} heading={false} />
      </Section>
      <Section title={t('route.slots')}>
        <CasinoLobby lobby="slots" />
      </Section>
    </>
  );
}

/** Home below the banners, from the widgets of the site: live now, upcoming matches, the casino's games and jackpots. */
export default function HomeSections({ locale }: SiteIslandProps) {
  return (
    <SiteProviders locale={locale}>
      <Sections />
    </SiteProviders>
  );
}
