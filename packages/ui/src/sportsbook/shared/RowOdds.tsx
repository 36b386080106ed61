import { OddsButton } from '../odds/OddsButton';
import * as css from './RowOdds.css';
import { rowCells } from './rowOdds.model';
import { SettledNote } from './SettledNote';

export interface RowOdd {
  key: string;
  /** Null when the market does not offer it (a lock is shown in its place). */
  oddId: number | null;
  rate: number;
  /** '1', 'X', 'Under', ... */
  label: string;
  /** 'Match Result' */
  marketName: string;
  /** Shown only where the list is wide enough (Double Chance beside Match Result). */
  wideOnly?: boolean;
  /** Its market's result is known: the market's cells say 'Settled' instead. */
  settled?: boolean;
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
 * joins Match Result in a list wide enough for it (the list is the size container). An odd not on
 * offer shows a lock in its place; a settled market says so across its cells.
 */
export function RowOdds({ odds, eventName, isLive, locked }: RowOddsProps) {
  return (
    <span className={css.odds({ columns: odds.length === 2 ? 2 : 3, widens: odds.some((odd) => odd.wideOnly) })}>
      {rowCells(odds).map((cell) =>
        cell.kind === 'odd' ? (
          <OddsButton
            key={cell.key}
            className={css.odd({ wideOnly: cell.odd.wideOnly ?? false })}
            oddId={cell.odd.oddId}
            rate={cell.odd.rate}
            locked={locked}
            eventName={eventName}
            marketName={cell.odd.marketName}
            oddName={cell.odd.label}
            isLive={isLive}
          />
        ) : (
          <SettledNote
            key={cell.key}
            marketName={cell.odds[0]!.marketName}
            className={css.settled({ span: Math.min(cell.odds.length, 3) as 1 | 2 | 3, wideOnly: cell.odds[0]!.wideOnly ?? false })}
          />
        ),
      )}
    </span>
  );
}
