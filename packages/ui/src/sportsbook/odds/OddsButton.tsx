import type { OddsFormat } from '@oyna/sdk/betslip';
import { useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';
import { Icon } from '../../shared/Icon';
import { oddsCell } from './oddsButton.model';
import * as css from './OddsButton.css';
import { useOddMove } from './useOddMove';

export interface OddsButtonProps {
  /** The odd's id; null when the market does not offer it (a lock is shown). */
  oddId: number | null;
  /** Decimal odds, e.g. 1.85. */
  rate: number;
  /** 'Galatasaray – Fenerbahçe' (see `matchName`). */
  eventName: string;
  /** 'Match Result' */
  marketName: string;
  /** '1', 'X', 'Over', ... shown above the value unless `hideOddName`. */
  oddName: string;
  /** The event or the odd is suspended. */
  locked?: boolean;
  /** @default 'decimal' */
  format?: OddsFormat;
  /** For rows whose column headings already say 1, X, 2. */
  hideOddName?: boolean;
  /** Picks the odd; without it the cell shows the price and is not a control. */
  onToggle?: (oddId: number) => void;
  /** Whether the odd is in the betslip. */
  pressed?: boolean;
  className?: string;
}

/**
 * One price: the value in the chosen format, flashing up or down for 3 s after it moved, a lock
 * while suspended. Its name says the event, market, selection and odds.
 */
export function OddsButton({ hideOddName = false, onToggle, pressed = false, className, ...input }: OddsButtonProps) {
  const t = useT();
  const cell = oddsCell({ ...input, move: useOddMove(input.oddId) });
  const label = cell.label(t('odds.locked'));
  const content = (
    <>
      {hideOddName ? null : (
        <span className={css.name} aria-hidden="true">
          {input.oddName}
        </span>
      )}
      {cell.locked ? (
        <Icon name="lock" size={14} className={css.lock} />
      ) : (
        <span className={css.value} aria-hidden="true">
          {cell.value}
          {cell.move ? <Icon name={cell.move === 'up' ? 'arrowUp' : 'arrowDown'} size={12} /> : null}
        </span>
      )}
      {cell.move ? <span className={visuallyHidden}>{t(cell.move === 'up' ? 'odds.movedUp' : 'odds.movedDown')}</span> : null}
    </>
  );
  const classes = css.cell({ move: cell.move ?? 'none', locked: cell.locked, pressed, interactive: !!onToggle && !cell.locked });
  const { oddId } = input;
  if (onToggle && !cell.locked && oddId !== null) {
    return (
      <button type="button" className={`${classes} ${className ?? ''}`} aria-label={label} aria-pressed={pressed} onClick={() => onToggle(oddId)}>
        {content}
      </button>
    );
  }
  return (
    <span role="group" className={`${classes} ${className ?? ''}`} aria-label={label} data-move={cell.move ?? undefined}>
      {content}
    </span>
  );
}
