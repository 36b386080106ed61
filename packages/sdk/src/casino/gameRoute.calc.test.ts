import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameRouteError } from './casino.errors';
import { decodeGameRoute, encodeGameRoute, gamePlayHref } from './gameRoute.calc';
import type { Game } from './casino.schema';

const game: Game = {
  gameCode: 'vs20olympgate',
  name: 'Gates of Olympus – Şimşek',
  providerName: 'Pragmatic Play',
  mainProviderId: 2,
  system: null,
  productId: 'pp',
  systemCategory: 12,
};

describe('gamePlayHref', () => {
  it('puts a game in its play address so that it reads back whole', () => {
    const path = gamePlayHref({ ...game, name: 'Şeker Patlaması / Ğ' });
    expect(path.startsWith('/casino/play/')).toBe(true);
    expect(decodeGameRoute(path.slice('/casino/play/'.length))).toMatchObject({ name: 'Şeker Patlaması / Ğ' });
  });
});

describe('game route data', () => {
  it('is the base64 of the game JSON', () => {
    const ascii = { ...game, name: 'Sugar Rush' };
    expect(encodeGameRoute(ascii)).toBe(Buffer.from(JSON.stringify(ascii)).toString('base64'));
  });

  it('gives back the same game, Turkish letters and emoji included', () => {
    const arbitraryGame = fc.record({
      gameCode: fc.string(),
      name: fc.string({ unit: 'grapheme' }),
      providerName: fc.string({ unit: 'grapheme' }),
      mainProviderId: fc.integer(),
      system: fc.option(fc.oneof(fc.string(), fc.integer()), { nil: null }),
      productId: fc.option(fc.string(), { nil: null }),
      systemCategory: fc.option(fc.integer(), { nil: null }),
    });
    fc.assert(
      fc.property(arbitraryGame, (value) => {
        expect(decodeGameRoute(encodeGameRoute(value))).toEqual(value);
        expect(decodeGameRoute(gamePlayHref(value).slice('/casino/play/'.length))).toEqual(value);
      }),
    );
  });

  it('keeps the play path a single route segment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        expect(gamePlayHref({ ...game, name }).split('/')).toHaveLength(4);
      }),
    );
  });

  it.each([
    ['not base64', '%%%'],
    ['not JSON', btoa('hello')],
    ['not a game', btoa(JSON.stringify({ gameCode: 1 }))],
    ['not UTF-8', btoa('\xff\xfe')],
  ])('refuses data that is %s with a GameRouteError', (_, data) => {
    expect(() => decodeGameRoute(data)).toThrow(GameRouteError);
  });
});
