import { openDialog } from '../../dialog/dialog.store';
import { useT } from '../../provider/hooks';
import { Icon } from '../../shared/Icon';
import { useStoreSelector } from '../../shared/useStoreSelector';
import { pickCount } from './betslip.model';
import * as css from './BetslipLauncher.css';
import { useBetslip } from './useBetslip';
import { useErrorToasts } from '../../toast/useErrorToasts';

/**
 * The phone's way to the betslip: a floating button with the pick count that opens the slip as a
 * bottom sheet. It is not there while the slip is empty.
 */
export function BetslipLauncher() {
  const t = useT();
  const betslip = useBetslip();
  useErrorToasts(betslip);
  const count = useStoreSelector(betslip?.$pickedOddIds ?? null, pickCount, 0);
  if (count === 0) return null;
  return (
    // Named by what it shows ('Betslip 2'); that it opens a dialog is said by aria-haspopup.
    <button type="button" className={css.launcher} aria-haspopup="dialog" onClick={() => openDialog('betslip')}>
      <Icon name="ticket" size={20} />
      {t('betslip.title')}{' '}
      <span className={css.count}>{count}</span>
    </button>
  );
}

