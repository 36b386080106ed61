import { BetslipDock } from '@oyna/ui/betslip';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The betslip: in the right column on wide screens, a floating button and a bottom sheet below. */
export default function BetslipIsland({ locale }: SiteIslandProps) {
  return (
    <SiteProviders locale={locale}>
      <BetslipDock />
    </SiteProviders>
  );
}
