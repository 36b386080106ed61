import { BetslipPanel } from '@oyna/ui/betslip';

/** `<oyna-betslip>`: the betslip column (picks, stakes, place bet, My Bets). */
export default function Betslip() {
  return <BetslipPanel />;
}
