import { describe, expect, it } from 'vitest';
import { isFavouriteGame, toggleFavouriteGamePayload } from './gameFavourite.calc';

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
