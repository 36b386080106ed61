import { StarButton, type StarButtonProps } from '../../shared/StarButton';
import { toast } from '../../toast/toast.store';

export type FavouriteStarProps = StarButtonProps;

/** A star that stars or unstars, saying so in a toast ('Added to favorites' / 'Removed from favorites'). */
export function FavouriteStar({ starred, onToggle, ...rest }: FavouriteStarProps) {
  return (
    <StarButton
      {...rest}
      starred={starred}
      onToggle={() => {
        onToggle();
        if (starred) toast.warning({ key: 'favourites.removed' });
        else toast.success({ key: 'favourites.added' });
      }}
    />
  );
}
