import { describe, expect, it } from 'vitest';
import { isFavouriteGame, toggleFavouriteGamePayload, withFavourite } from './gameFavourite.calc';

describe('favourite games', () => {
  it('toggles by game code and provider', () => {
    expect(toggleFavouriteGamePayload({ gameCode: 'vs20olympgate', mainProviderId: 2 })).toEqual({
      code: 'vs20olympgate',
      providerId: 2,
    });
  });

  it('lights the star when the code is in the favourites', () => {
    expect(isFavouriteGame('a', ['b', 'a'])).toBe(true);
    expect(isFavouriteGame('A', ['a'])).toBe(false);
  });
});

describe('the favourites list', () => {
  const a = { gameCode: 'a', name: 'A', providerName: 'Hub88', mainProviderId: 6 };
  const b = { gameCode: 'b', name: 'B', providerName: 'Hub88', mainProviderId: 6 };

  it('puts a new favourite first and takes one out by code', () => {
    expect(withFavourite([a], b, true).map((game) => game.gameCode)).toEqual(['b', 'a']);
    expect(withFavourite([a, b], { ...b, name: 'renamed' }, false)).toEqual([a]);
    expect(withFavourite([a, b], b, true).map((game) => game.gameCode)).toEqual(['b', 'a']);
  });
});
