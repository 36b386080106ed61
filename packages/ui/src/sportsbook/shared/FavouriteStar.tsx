import type { StarToggled } from '@oyna/sdk/favourites';
import { StarButton, type StarButtonProps } from '../../shared/StarButton';
import { toast } from '../../toast/toast.store';

export interface FavouriteStarProps extends Omit<StarButtonProps, 'onToggle'> {
  /** Stars or unstars through the SDK, which says which (null: nothing changed). */
  onToggle(): StarToggled | null;
}

/** A star that stars or unstars, with the toast the SDK's answer names ('Added to favorites' / 'Removed from favorites'). */
export function FavouriteStar({ onToggle, ...rest }: FavouriteStarProps) {
  return (
    <StarButton
      {...rest}
      onToggle={() => {
        const toggled = onToggle();
        if (toggled?.status === 'added') toast.success({ key: toggled.messageKey });
        else if (toggled) toast.warning({ key: toggled.messageKey });
      }}
    />
  );
}
