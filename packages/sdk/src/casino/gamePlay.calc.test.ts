import { describe, expect, it } from 'vitest';
import { isExitFromGame, launchOrigin } from './gamePlay.calc';

describe('game frame messages', () => {
  it('knows where a launch’s messages come from', () => {
    expect(launchOrigin({ kind: 'url', url: 'https://games.example:8443/play?x=1' })).toBe('https://games.example:8443');
    expect(launchOrigin({ kind: 'html', html: '<p>game</p>' })).toBe('null');
  });

  it('accepts exit only from the frame’s window and origin', () => {
    const frame = { window: {}, origin: 'https://games.example' };
    const exit = { data: { command: 'exit' }, origin: 'https://games.example', source: frame.window };
    expect(isExitFromGame(exit, frame)).toBe(true);
    expect(isExitFromGame({ ...exit, source: {} }, frame)).toBe(false);
    expect(isExitFromGame({ ...exit, origin: 'https://games.example.evil' }, frame)).toBe(false);
    expect(isExitFromGame({ ...exit, data: 'exit' }, frame)).toBe(false);
    expect(isExitFromGame(exit, null)).toBe(false);
    expect(isExitFromGame({ ...exit, source: null }, { window: null, origin: 'https://games.example' })).toBe(false);
  });
});
