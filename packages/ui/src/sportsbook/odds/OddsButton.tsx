import type { OddsFormat } from '@oyna/sdk/feed';
import { afterPaint } from '@oyna/sdk/platform';
import { useRef, useState } from 'react';
import { useLocale, useOyna, useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';
import { cx } from '../../theme/cx';
import { Icon } from '../../shared/Icon';
import { useSetHas } from '../../shared/useSetHas';
import { useStoreSelector } from '../../shared/useStoreSelector';
import { useBetslip } from '../betslip/useBetslip';
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
  /** The odd belongs to a live event: the betslip sends it as a live pick. */
  isLive: boolean;
  /** The event or the odd is suspended. */
  locked?: boolean;
  /** Shows the odds in this format instead of the one the bettor chose in the betslip. */
  format?: OddsFormat;
  /** For rows whose column headings already say 1, X, 2. */
  hideOddName?: boolean;
  className?: string;
}

const sameFormat = (format: OddsFormat) => format;

/**
 * One price: a toggle that puts the odd in the betslip or takes it out, pressed while it is there.
 * The value shows in the format chosen in the betslip (decimals written the page language's way), flashes up or down for 3 s after it moved,
 * and a lock replaces it while suspended. Its name says the event, market, selection and odds.
 *
 * What it shows ('1 1,85') is part of its name, so voice control finds it by what is on screen.
 * Each button follows only its own odd: a toggle wakes and re-renders the buttons whose state
 * changed, not every price on the page.
 */
export function OddsButton({ hideOddName = false, className, format, isLive, ...input }: OddsButtonProps) {
  const t = useT();
  const client = useOyna();
  const betslip = useBetslip();
  const { oddId } = input;
  const move = useOddMove(oddId);
  const picked = useSetHas(betslip?.$pickedOddIds ?? null, oddId);
  // A press shows on this button alone in its own frame; the betslip hears of it after that frame
  // (see onClick). Until it has heard of every press, the last press is what shows.
  const [pressedHere, setPressedHere] = useState<boolean | null>(null);
  const unheardPresses = useRef(0);
  const pressed = pressedHere ?? picked;
  const chosenFormat = useStoreSelector(betslip?.$oddsFormat ?? null, sameFormat, 'decimal');
  const cell = oddsCell({ ...input, move, format: format ?? chosenFormat, locale: useLocale() });
  const label = cell.label(t('odds.locked'));
  const content = (
    <>
      {hideOddName ? null : (
        <>
          <span className={css.name} aria-hidden="true">
            {input.oddName}
          </span>{' '}
        </>
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
  const classes = cx(css.cell({ move: cell.move ?? 'none', locked: cell.locked, pressed, interactive: !cell.locked }), className);
  if (cell.locked || oddId === null) {
    return (
      <span role="group" className={classes} aria-label={label}>
        {content}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      aria-label={label}
      aria-pressed={pressed}
      data-move={cell.move ?? undefined}
      // Before hydration there is no betslip yet: the button is there but does nothing.
      onClick={() => {
        if (!betslip) return;
        // Toggled in the click, the slip's stores woke every widget that follows them (the panel,
        // its tabs, the launcher's count) in the click's task: 5-6 ms of script at 4x throttle on
        // the prematch list, against 2.5 for this button alone (issue 20).
        setPressedHere(!pressed);
        unheardPresses.current++;
        void afterPaint(client.platform).then(() => {
          betslip.toggle({ ...input, oddId, isLive });
          if (!--unheardPresses.current) setPressedHere(null);
        });
      }}
    >
      {content}
    </button>
  );
}
