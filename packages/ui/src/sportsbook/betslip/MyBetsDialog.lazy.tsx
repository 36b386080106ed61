import { loadedWhenShown } from '../../shared/loadedWhenShown';

/**
 * The player's coupons (see `MyBetsDialog.tsx`), loaded when first shown: exported eagerly, its code
 * and the dialog frame's travelled with every page that imports anything from @oyna/ui/sportsbook.
 */
export const MyBetsDialog = loadedWhenShown(() => import('./MyBetsDialog').then((module) => module.MyBetsDialog));
