import { BREAKPOINTS } from '../../theme/breakpoints';
import { useViewportWidth } from '../../shared/useViewportWidth';
import { BetslipLauncher } from './BetslipLauncher';
import { BetslipPanel } from './BetslipPanel';
import * as css from './BetslipDock.css';

/**
 * The betslip where the page has room for it: in the right column from 1280 px (where that column
 * is beside the content), else a floating button that opens it as a bottom sheet.
 */
export function BetslipDock() {
  const width = useViewportWidth();
  if (width < BREAKPOINTS.full) return <BetslipLauncher />;
  return (
    <div className={css.column}>
      <BetslipPanel />
    </div>
  );
}
