import { GamePlayPage } from '@oyna/ui/casino';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The desktop play page of the game in the address. */
export default function GamePlayIsland({ locale, data }: SiteIslandProps & { data: string }) {
  return (
    <SiteProviders locale={locale}>
      <GamePlayPage data={data} />
    </SiteProviders>
  );
}
