import { JackpotCards } from '@oyna/ui/casino';

/** `<oyna-jackpots>`: the jackpot cards with their amounts rising. */
export default function Jackpots() {
  return <JackpotCards />;
}
