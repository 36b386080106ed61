import { describe, expect, it } from 'vitest';
import { casinoBootstrap } from './casino.fixtures';
import { Lobby, inLobby, lobbyCategories, searchesLive } from './lobby.calc';

const categories = casinoBootstrap().casinoCategoryList;
const names = (lobby: Lobby) => lobbyCategories(categories, lobby).map((category) => category.name);

describe('casino lobbies', () => {
  it('lists a category in every lobby its slugs name: the lobby routes’ last parts', () => {
    expect(names(Lobby.slots)).toEqual(['Popüler', 'Slot']);
    expect(names(Lobby.liveCasino)).toEqual(['Canlı Casino', 'Canlı Şovlar']);
    expect(names(Lobby.tvBets)).toEqual(['Canlı Şovlar', 'TV Oyunları']);
    expect(names(Lobby.bingo)).toEqual(['Popüler', 'Tombala']);
  });

  it('ignores the case of a slug, and lists a category without slugs nowhere', () => {
    expect(inLobby({ slugList: ['TVBets'] }, Lobby.tvBets)).toBe(true);
    expect(Object.values(Lobby).filter((lobby) => inLobby({ slugList: [] }, lobby))).toEqual([]);
  });

  it('searches live games only in the live casino', () => {
    expect(Object.values(Lobby).filter(searchesLive)).toEqual([Lobby.liveCasino]);
  });
});
