import { useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';
import { Icon } from '../../shared/Icon';
import { cx } from '../../theme/cx';
import * as css from './SettledNote.css';

export interface SettledNoteProps {
  /** The market it is about, said to screen readers where nothing else names it ('Match Result'). */
  marketName?: string;
  className?: string;
}

/** 'Settled': a market whose result is known, in place of its odds. */
export function SettledNote({ marketName, className }: SettledNoteProps) {
  const t = useT();
  return (
    <span className={cx(css.note, className)}>
      {marketName ? <span className={visuallyHidden}>{marketName}: </span> : null}
      <Icon name="check" size={14} />
      {t('markets.settled')}
    </span>
  );
}
