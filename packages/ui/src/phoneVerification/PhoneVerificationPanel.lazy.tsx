import { lazy, Suspense } from 'react';
import type { PhoneVerificationPanelProps } from './PhoneVerificationPanel';

// Its code, the phone mask and its texts load when a page first shows it: exported from the main
// entry, it would otherwise travel with every page's shared code.
const Panel = lazy(() => import('./PhoneVerificationPanel').then((module) => ({ default: module.PhoneVerificationPanel })));

/**
 * The phone verification of the Personal information page (see `PhoneVerificationPanel.tsx`),
 * loaded when first shown; nothing shows until it has loaded.
 */
export function PhoneVerificationPanel(props: PhoneVerificationPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
