import { Lobby } from '@oyna/sdk/casino';
import { CasinoLobby } from '@oyna/ui/casino';

const LOBBIES: Readonly<Record<string, Lobby>> = Object.fromEntries(Object.values(Lobby).map((lobby) => [String(lobby), lobby]));

/**
 * `<oyna-casino-lobby lobby="slots">`: a casino lobby (`lobby`: one of the SDK's `Lobby` values,
 * slots when left out or unknown); `jackpots="false"` leaves the jackpot cards out.
 */
export default function CasinoLobbyElement({ attributes }: { attributes: Readonly<Record<string, string>> }) {
  const lobby = LOBBIES[attributes.lobby ?? ''] ?? Lobby.slots;
  return <CasinoLobby lobby={lobby} jackpots={attributes.jackpots !== 'false'} />;
}
