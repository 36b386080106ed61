import { loadedWhenShown } from '../shared/loadedWhenShown';

/**
 * The phone verification of the Personal information page (see `PhoneVerificationPanel.tsx`), loaded
 * when a page first shows it: exported from the main entry, its code, the phone mask and its texts
 * would otherwise travel with every page's shared code.
 */
export const PhoneVerificationPanel = loadedWhenShown(() =>
  import('./PhoneVerificationPanel').then((module) => module.PhoneVerificationPanel),
);
