import { cx } from '../../shared/cx';
import { Icon } from '../../shared/Icon';
import { toast } from '../../toast/toast.store';
import * as css from './FavouriteStar.css';

export interface FavouriteStarProps {
  /** Whether it is starred now. */
  starred: boolean;
  /** 'Favourite: Süper Lig' */
  label: string;
  onToggle(): void;
  className?: string;
}

/** A star that stars or unstars, saying so in a toast ('Added to favorites' / 'Removed from favorites'). */
export function FavouriteStar({ starred, label, onToggle, className }: FavouriteStarProps) {
  return (
    <button
      type="button"
      className={cx(css.star, className)}
      aria-pressed={starred}
      aria-label={label}
      onClick={() => {
        onToggle();
        if (starred) toast.warning({ key: 'favourites.removed' });
        else toast.success({ key: 'favourites.added' });
      }}
    >
      <Icon name="star" size={16} />
    </button>
  );
}
