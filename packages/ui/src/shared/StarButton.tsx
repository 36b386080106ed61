import { cx } from '../theme/cx';
import { Icon } from './Icon';
import * as css from './StarButton.css';

export interface StarButtonProps {
  /** Whether it is starred now. */
  starred: boolean;
  /** What a person would say: 'Favourite: Süper Lig'. */
  label: string;
  onToggle(): void;
  className?: string;
}

/** The star of every favourite: a toggle button, lit while starred. */
export function StarButton({ starred, label, onToggle, className }: StarButtonProps) {
  return (
    <button type="button" className={cx(css.star, className)} aria-pressed={starred} aria-label={label} onClick={onToggle}>
      <Icon name="star" size={16} />
    </button>
  );
}
