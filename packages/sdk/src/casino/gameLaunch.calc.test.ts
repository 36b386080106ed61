import { describe, expect, it } from 'vitest';
import {
  LaunchProvider,
  closesOnLaunchFailure,
  isGameExitMessage,
  launchProviderOf,
  launchRequest,
  launchTarget,
} from './gameLaunch.calc';
import type { Game } from './casino.schema';

const game: Game = {
  gameCode: 'g-42',
  name: 'Burning Hot',
  providerName: 'Amusnet',
  mainProviderId: 4,
  system: 'sg-960',
  productId: 'em-7',
  systemCategory: 3,
};
const desktop = { isMobile: false, language: 'tr', lobbyUrl: 'https://oyna.test/casino/slot' };
const mobile = { ...desktop, isMobile: true };

describe('launchRequest', () => {
  it.each([
    [LaunchProvider.Digitain, 'casino/dtlaunchurl', { code: 'g-42' }],
    [LaunchProvider.PragmaticPlay, 'casino/pragmaticlaunchurl', { code: 'g-42' }],
    [LaunchProvider.EveryMatrix, 'casino/emlaunchurl', { code: 'g-42', productId: 'em-7' }],
    [LaunchProvider.Amusnet, 'casino/amusnetlaunchurl', { code: 'g-42', isMobile: true }],
    [
      LaunchProvider.EgtDigital,
      'casino/egtlaunchurl',
      { platform: 2, gameCode: 'g-42', language: 'tr', lobbyUrl: 'https://oyna.test/casino/slot' },
    ],
    [
      LaunchProvider.Hub88,
      'casino/hub88launchurl',
      { platform: 2, gameCode: 'g-42', language: 'tr', lobbyUrl: 'https://oyna.test/casino/slot' },
    ],
    [LaunchProvider.SoftGamings, 'casino/softgamingslaunchurl', { system: 'sg-960', pageCode: 'g-42', isMobile: 1 }],
  ])('calls %s on mobile with the spec payload', (provider, path, body) => {
    expect(launchRequest(provider, game, mobile)).toEqual({ path, body });
  });

  it('tells desktop apart for the providers that care', () => {
    expect(launchRequest(LaunchProvider.Hub88, game, desktop).body.platform).toBe(1);
    expect(launchRequest(LaunchProvider.SoftGamings, game, desktop).body.isMobile).toBe(0);
    expect(launchRequest(LaunchProvider.Amusnet, game, desktop).body.isMobile).toBe(false);
  });
});

describe('launch helpers', () => {
  it('finds the provider by mainProviderId', () => {
    expect(launchProviderOf(game)).toBe('Amusnet');
    expect(launchProviderOf({ mainProviderId: 99 })).toBeNull();
  });

  it('closes the modal on failure only for Amusnet, Egt, Hub88 and SoftGamings', () => {
    expect(Object.values(LaunchProvider).filter(closesOnLaunchFailure)).toEqual([
      'Amusnet',
      'Egt Digital',
      'Hub88',
      'SoftGamings',
    ]);
  });

  it('tells a launch URL from an HTML page', () => {
    expect(launchTarget('https://games.test/play?t=1')).toEqual({ kind: 'url', url: 'https://games.test/play?t=1' });
    expect(launchTarget('<html><script>start()</script></html>').kind).toBe('html');
  });

  it('recognises the exit message, as an object or JSON text', () => {
    expect(isGameExitMessage({ command: 'exit' })).toBe(true);
    expect(isGameExitMessage('{"command":"exit"}')).toBe(true);
    expect(isGameExitMessage('exit')).toBe(false);
    expect(isGameExitMessage({ command: 'resize' })).toBe(false);
    expect(isGameExitMessage(null)).toBe(false);
  });
});
