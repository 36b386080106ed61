import { betslipOf } from '@oyna/sdk/betslip';
import { openLogin, useOyna } from '@oyna/ui';
import { BetslipPanel } from '@oyna/ui/betslip';
import { useEffect } from 'react';
import { accountFlows } from '../runtime/hostBridge';

/**
 * `<oyna-betslip>`: the betslip column (picks, stakes, place bet, My Bets). A guest's Place Bet asks
 * for a login as the slip's own link does: the host hears `oyna:login-requested` first.
 */
export default function Betslip() {
  const client = useOyna();
  useEffect(() => {
    const { $betslip } = betslipOf(client);
    let shown = $betslip.get().placeBetMessage;
    return $betslip.listen(({ placeBetMessage }) => {
      // Each refused Place Bet sets a new message.
      if (placeBetMessage === shown) return;
      shown = placeBetMessage;
      if (placeBetMessage?.kind === 'loginRequired' && client.$auth.get() === null) openLogin(accountFlows);
    });
  }, [client]);
  return <BetslipPanel />;
}
