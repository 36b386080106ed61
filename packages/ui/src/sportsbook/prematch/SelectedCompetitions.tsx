import { useStore } from '@nanostores/react';
import { prematchOf, type SelectedCompetition } from '@oyna/sdk/feed';
import { useOyna, useT } from '../../provider/hooks';
import { Button } from '../../shared/Button';
import { Icon } from '../../shared/Icon';
import { useClientStore } from '../../shared/useClientStore';
import { EventRows } from './EventRows';
import { EventRowsSkeleton } from './EventRowsSkeleton';
import { MarketSelect } from './MarketSelect';
import * as css from './SelectedCompetitions.css';

const NONE: SelectedCompetition[] = [];

/**
 * The selected competitions, last chosen first: each with its events by day, the odds of the
 * market chosen above, and a close icon that removes it. Renders nothing while none is selected.
 */
export function SelectedCompetitions() {
  const t = useT();
  const prematch = prematchOf(useOyna());
  const selected = useClientStore(prematch.$selected, NONE);
  const market = useStore(prematch.$market);
  if (selected.length === 0) return null;
  return (
    <section className={css.view} aria-label={t('prematch.selectedCompetitions')}>
      <div className={css.toolbar}>
        <MarketSelect value={market} onChange={prematch.setMarket} />
      </div>
      {selected.map((competition) => (
        <section key={competition.competitionId} className={css.competition} aria-labelledby={`competition-${competition.competitionId}`}>
          <header className={css.head}>
            <h3 id={`competition-${competition.competitionId}`} className={css.title}>
              {competition.groupName ? <span className={css.group}>{competition.groupName}</span> : null}
              {competition.name}
            </h3>
            <Button
              tone="ghost"
              size="sm"
              shape="icon"
              aria-label={t('prematch.removeCompetition', { name: competition.name })}
              onClick={() => prematch.removeCompetition(competition.competitionId)}
            >
              <Icon name="close" size={18} />
            </Button>
          </header>
          {competition.loading ? (
            <EventRowsSkeleton rows={3} />
          ) : competition.data.length === 0 ? (
            <p className={css.empty}>{t('prematch.noEvents')}</p>
          ) : (
            <EventRows events={competition.data} market={market} />
          )}
        </section>
      ))}
    </section>
  );
}
