import { Icon } from '../../shared/Icon';
import * as css from './LivePanel.css';

export interface LiveGroupRowProps {
  level: 'sport' | 'league';
  /** The group's title, the region before the league ('Türkiye · Süper Lig'). */
  title: string;
  count: number;
  open: boolean;
  onToggle: () => void;
}

/** A sport or league heading that opens and closes its group, with its event count. */
export function LiveGroupRow({ level, title, count, open, onToggle }: LiveGroupRowProps) {
  return (
    <button type="button" className={css.group({ level })} aria-expanded={open} onClick={onToggle}>
      <Icon name="chevronDown" size={14} className={css.chevron({ open })} />
      <span className={css.groupTitle}>{title}</span>
      <span className={css.count}>{count}</span>
    </button>
  );
}
