import { OddsButton } from '../odds/OddsButton';
import * as css from './RowOdds.css';

export interface RowOdd {
  key: string;
  /** Null when the market does not offer it (a lock is shown). */
  oddId: number | null;
  rate: number;
  /** '1', 'X', 'Under', ... */
  label: string;
  /** 'Match Result' */
  marketName: string;
  /** Shown only where the list is wide enough (Double Chance beside Match Result). */
  wideOnly?: boolean;
}

export interface RowOddsProps {
  odds: readonly RowOdd[];
  /** 'Galatasaray – Fenerbahçe' */
  eventName: string;
  isLive: boolean;
  /** The event is suspended. */
  locked?: boolean;
}

/**
 * An event row's odds, in the row's `odds` grid area: two or three across, six where Double Chance
 * joins Match Result in a list wide enough for it (the list is the size container).
 */
export function RowOdds({ odds, eventName, isLive, locked }: RowOddsProps) {
  return (
    <span className={css.odds({ columns: odds.length === 2 ? 2 : 3, widens: odds.some((odd) => odd.wideOnly) })}>
      {odds.map((odd) => (
        <OddsButton
          key={odd.key}
          className={css.odd({ wideOnly: odd.wideOnly ?? false })}
          oddId={odd.oddId}
          rate={odd.rate}
          locked={locked}
          eventName={eventName}
          marketName={odd.marketName}
          oddName={odd.label}
          isLive={isLive}
        />
      ))}
    </span>
  );
}
