import { loadedWhenShown } from '../../shared/loadedWhenShown';

/**
 * The betslip as a bottom sheet (see `BetslipSheet.tsx`), loaded when first shown: exported eagerly,
 * its code and the dialog frame's travelled with every page that imports anything from
 * @oyna/ui/sportsbook.
 */
export const BetslipSheet = loadedWhenShown(() => import('./BetslipSheet').then((module) => module.BetslipSheet));
