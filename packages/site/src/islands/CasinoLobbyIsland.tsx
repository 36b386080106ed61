import type { Lobby } from '@oyna/sdk/casino';
import { CasinoLobby } from '@oyna/ui/casino';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** A casino lobby page's content: jackpots, search, categories and games. */
export default function CasinoLobbyIsland({ locale, lobby }: SiteIslandProps & { lobby: Lobby }) {
  return (
    <SiteProviders locale={locale}>
      <CasinoLobby lobby={lobby} />
    </SiteProviders>
  );
}
