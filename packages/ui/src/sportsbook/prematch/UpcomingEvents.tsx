import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Loadable } from '@oyna/sdk';
import { prematchOf, type PrematchEvent, type TimeFilter, type UpcomingQuery } from '@oyna/sdk/feed';
import { routes } from '@oyna/sdk/routes';
import { useOyna, useT } from '../../provider/hooks';
import { useClientStore } from '../../shared/useClientStore';
import { EventRows } from './EventRows';
import { EventRowsSkeleton } from './EventRowsSkeleton';
import { LoadFailure } from './LoadFailure';
import { MarketSelect } from './MarketSelect';
import { TimeFilters } from './TimeFilters';
import * as css from './UpcomingEvents.css';

const IDLE: Loadable<PrematchEvent[], UpcomingQuery> = { status: 'idle' };

export interface UpcomingEventsProps {
  sportId: number;
  /** From the page's `?hour=`; null for All. */
  filter: TimeFilter;
  /**
   * Whether it shows its own heading. Inside a section that already has one (home's), it names
   * itself to assistive technology only. @default true
   */
  heading?: boolean;
}

/** The upcoming page's content: a sport's next events, soonest first, within the hours of the filter. */
export function UpcomingEvents({ sportId, filter, heading = true }: UpcomingEventsProps) {
  const t = useT();
  const prematch = prematchOf(useOyna());
  const upcoming = useClientStore(prematch.$upcoming, IDLE);
  const market = useStore(prematch.$market);
  const load = () => void prematch.loadUpcoming({ sportId, filter });
  // Another sport or filter keeps the last events on show until its own arrive.
  const events = upcoming.status === 'ready' || upcoming.status === 'loading' ? upcoming.value : undefined;

  useEffect(load, [prematch, sportId, filter]);

  return (
    <section className={css.upcoming} {...(heading ? { 'aria-labelledby': 'upcoming-heading' } : { 'aria-label': t('prematch.upcoming') })}>
      <div className={css.toolbar}>
        {heading ? (
          <h2 id="upcoming-heading" className={css.heading}>
            {t('prematch.upcoming')}
          </h2>
        ) : null}
        <MarketSelect value={market} onChange={prematch.setMarket} />
      </div>
      <TimeFilters value={filter} hrefOf={(hour) => routes.upcoming(sportId, hour)} />
      {upcoming.status === 'failed' ? (
        <LoadFailure error={upcoming.error} onRetry={load} />
      ) : events === undefined ? (
        <EventRowsSkeleton rows={6} />
      ) : events.length === 0 ? (
        <p className={css.empty}>{t('prematch.upcomingEmpty')}</p>
      ) : (
        <EventRows events={events} market={market} showCompetition dayHeadingLevel={3} />
      )}
    </section>
  );
}
