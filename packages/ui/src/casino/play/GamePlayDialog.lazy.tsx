import { loadedWhenShown } from '../../shared/loadedWhenShown';

/**
 * The game play modal (see `GamePlayDialog.tsx`), loaded when first shown: exported eagerly, its code
 * and the dialog frame's travelled with every page that imports anything from @oyna/ui/casino.
 */
export const GamePlayDialog = loadedWhenShown(() => import('./GamePlayDialog').then((module) => module.GamePlayDialog));
