import { describe, expect, it } from 'vitest';
import { encodeGameRoute, fromBase64 } from './gameRouteData.calc';

describe('game route data', () => {
  it('is base64 of the game JSON, Turkish letters kept as UTF-8', () => {
    const game = { gameCode: 'g1', name: 'Çılgın Şeker', providerName: 'Amusnet', mainProviderId: 4 };
    const data = encodeGameRoute(game);
    expect(data).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(new TextDecoder().decode(fromBase64(data)))).toEqual(game);
  });
});
