import { describe, expect, it } from 'vitest';
import { casinoBootstrap } from './casino.fixtures';
import { Lobby, gameSearchTerm, lobbyCategories, lobbyOf, searchesLive } from './lobby.calc';

const categories = casinoBootstrap().casinoCategoryList;
const names = (lobby: Lobby) => lobbyCategories(categories, lobby).map((category) => category.name);

describe('casino lobbies', () => {
  it('puts each category in the lobby its slugs name, slots by default', () => {
    expect(names(Lobby.slots)).toEqual(['Popüler', 'Slot']);
    expect(names(Lobby.liveCasino)).toEqual(['Canlı Casino', 'Rulet']);
    expect(names(Lobby.tvBets)).toEqual(['TV Oyunları']);
    expect(names(Lobby.bingo)).toEqual(['Tombala']);
  });

  it('lets the first telling slug decide', () => {
    expect(lobbyOf({ slugList: ['LIVE-Blackjack', 'bingo'] })).toBe(Lobby.liveCasino);
    expect(lobbyOf({ slugList: [] })).toBe(Lobby.slots);
  });

  it('searches live games only in the live casino', () => {
    expect(Object.values(Lobby).filter(searchesLive)).toEqual([Lobby.liveCasino]);
  });

  it('sends a search only from two characters, trimmed', () => {
    expect(gameSearchTerm(' a ', 2)).toBeNull();
    expect(gameSearchTerm(' Şe ', 2)).toBe('Şe');
  });
});
