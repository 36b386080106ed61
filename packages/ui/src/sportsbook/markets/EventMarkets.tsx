import type { EventDetail } from '@oyna/sdk/feed';
import { useT } from '../../provider/hooks';
import { Icon } from '../../shared/Icon';
import { cx } from '../../theme/cx';
import { OddsButton } from '../odds/OddsButton';
import { SettledNote } from '../shared/SettledNote';
import { eventMarkets } from './eventMarkets.model';
import * as css from './EventMarkets.css';

export interface EventMarketsProps {
  event: EventDetail;
}

/**
 * Every market of an event, each a group the bettor can fold, its odds in a grid; a locked odd
 * shows a lock in its place, and a settled market keeps its name and says it is settled.
 */
export function EventMarkets({ event }: EventMarketsProps) {
  const t = useT();
  const view = eventMarkets(event);
  if (view.markets.length === 0) return <p className={css.empty}>{t(view.finished ? 'markets.finished' : 'markets.empty')}</p>;
  return (
    <section className={css.list} aria-label={t('markets.title')}>
      {view.markets.map((market) =>
        market.settled ? (
          <div key={market.id} className={cx(css.market, css.settled)}>
            <span>{market.name}</span>
            <SettledNote />
          </div>
        ) : (
          <details key={market.id} className={css.market} open>
            <summary className={css.summary}>
              <span>{market.name}</span>
              <Icon name="chevronDown" size={16} className={css.chevron} />
            </summary>
            <div className={css.grid({ columns: market.columns })}>
              {market.odds.map((odd) => (
                <OddsButton
                  key={odd.id}
                  oddId={odd.id}
                  rate={odd.rate}
                  locked={odd.locked}
                  eventName={view.eventName}
                  marketName={market.name}
                  oddName={odd.name}
                  isLive={event.isLive}
                />
              ))}
            </div>
          </details>
        ),
      )}
    </section>
  );
}
