import { Dialog } from '../../dialog/Dialog';
import { useT } from '../../provider/hooks';
import type { BetslipSheetProps } from './betslipDialogs.types';
import { BetslipPanel } from './BetslipPanel';

/**
 * The betslip as a bottom sheet (`openDialog('betslip')`): focus stays inside, Escape or the
 * backdrop closes it, the page behind does not scroll.
 */
export function BetslipSheet(_props: BetslipSheetProps) {
  const t = useT();
  return (
    <Dialog title={t('betslip.title')} placement="sheet">
      <BetslipPanel variant="sheet" />
    </Dialog>
  );
}
