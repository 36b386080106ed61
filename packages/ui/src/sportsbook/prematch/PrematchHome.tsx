import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import type { Loadable } from '@oyna/sdk';
import { prematchOf, type PopularLists, type SelectedCompetition } from '@oyna/sdk/feed';
import { DEFAULT_SPORT_ID, routes } from '@oyna/sdk/routes';
import { useOyna, useT } from '../../provider/hooks';
import { Icon } from '../../shared/Icon';
import { useClientStore } from '../../shared/useClientStore';
import { EventRows } from './EventRows';
import { EventRowsSkeleton } from './EventRowsSkeleton';
import { LoadFailure } from './LoadFailure';
import { MarketSelect } from './MarketSelect';
import { SelectedCompetitions } from './SelectedCompetitions';
import * as css from './PrematchHome.css';
import { OynaLink } from '../../provider/navigation';

const NONE: SelectedCompetition[] = [];
const IDLE: Loadable<PopularLists> = { status: 'idle' };
/**
 * The popular competitions and matches together stand taller than a screen: a placeholder as tall
 * as a dozen rows keeps what follows (the way to every match, the footer) out of sight until they
 * arrive, instead of pushing it away once they have.
 */
const POPULAR_PLACEHOLDER_ROWS = 12;

/**
 * The prematch home: the selected competitions; while none is selected, what to start from:
 * popular competitions (one click selects), popular matches with their odds, and the way to
 * every upcoming match.
 */
export function PrematchHome() {
  const prematch = prematchOf(useOyna());
  const selected = useClientStore(prematch.$selected, NONE);
  const root = useRef<HTMLDivElement>(null);

  // On a phone the panel comes first and is long: a competition just chosen in it would open out
  // of sight, so bring it into view. On wide screens it already is, and nothing moves.
  useEffect(
    () =>
      prematch.$selected.listen((list, previous) => {
        const front = list[0]?.competitionId;
        if (front === undefined || front === previous?.[0]?.competitionId) return;
        requestAnimationFrame(() => {
          const element = root.current;
          if (element && element.getBoundingClientRect().top > window.innerHeight) element.scrollIntoView({ block: 'start' });
        });
      }),
    [prematch],
  );

  return (
    <div ref={root} className={css.root}>
      {selected.length > 0 ? <SelectedCompetitions /> : <Discover />}
    </div>
  );
}

function Discover() {
  const t = useT();
  const prematch = prematchOf(useOyna());
  const popular = useClientStore(prematch.$popular, IDLE);
  const market = useStore(prematch.$market);
  const filter = useClientStore(prematch.$timeFilter, null);
  const ids = { competitions: useId(), events: useId() };
  return (
    <div className={css.home}>
      <p className={css.hint}>
        <Icon name="info" size={18} />
        {t('prematch.pickHint')}
      </p>
      {popular.status === 'failed' ? (
        <LoadFailure error={popular.error} onRetry={() => void prematch.loadPopular()} />
      ) : popular.status !== 'ready' ? (
        <EventRowsSkeleton rows={POPULAR_PLACEHOLDER_ROWS} />
      ) : (
        <>
          {popular.value.competitions.length > 0 ? (
            <section className={css.section} aria-labelledby={ids.competitions}>
              <h2 id={ids.competitions} className={css.heading}>
                {t('prematch.popularCompetitions')}
              </h2>
              <ul className={css.chips}>
                {popular.value.competitions.map((competition) => (
                  <li key={competition.id}>
                    <button
                      type="button"
                      className={css.chip}
                      onClick={() =>
                        prematch.selectCompetition({
                          competitionId: competition.id,
                          sportId: competition.sportId,
                          name: competition.name,
                          groupName: competition.groupName,
                        })
                      }
                    >
                      <span className={css.chipGroup}>{competition.groupName}</span>
                      {competition.name}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {popular.value.events.length > 0 ? (
            <section className={css.section} aria-labelledby={ids.events}>
              <div className={css.sectionHead}>
                <h2 id={ids.events} className={css.heading}>
                  {t('prematch.popularEvents')}
                </h2>
                <MarketSelect value={market} onChange={prematch.setMarket} />
              </div>
              <EventRows events={popular.value.events} market={market} showCompetition dayHeadingLevel={3} />
            </section>
          ) : null}
        </>
      )}
      <OynaLink className={css.upcoming} to={routes.upcoming(DEFAULT_SPORT_ID, filter)}>
        {t('prematch.upcoming')}
        <Icon name="chevronRight" size={16} />
      </OynaLink>
    </div>
  );
}
