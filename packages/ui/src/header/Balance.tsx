import { formatTry } from '@oyna/sdk/i18n';
import { useBalance } from '../provider/hooks';

/** The player's balance in TRY, '₺1.500,00', or a dash before the first load. */
export function Balance() {
  const balance = useBalance();
  return <>{balance === null ? '—' : formatTry(balance)}</>;
}
