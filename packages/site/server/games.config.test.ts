import { describe, expect, it } from 'vitest';
import { gameOrigins } from './games.config.ts';

describe('the game origins', () => {
  it("default to the back end's origin, where the sandbox serves its demo games", () => {
    expect(gameOrigins({})).toEqual(['http://127.0.0.1:5050']);
    expect(gameOrigins({ OYNA_BACKEND_URL: 'http://10.0.0.5:8080/base/' })).toEqual(['http://10.0.0.5:8080']);
  });

  it('take the configured http(s) origins and nothing else', () => {
    expect(
      gameOrigins({ OYNA_GAME_ORIGINS: 'https://games.example/lobby, https://cdn.games.example  javascript:alert(1) https://games.example' }),
    ).toEqual(['https://games.example', 'https://cdn.games.example']);
  });
});
