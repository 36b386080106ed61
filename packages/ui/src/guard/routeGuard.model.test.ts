import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionState } from '@oyna/sdk/session';
import { useSandbox } from '../test/sandbox';
import { routeAccess } from './routeGuard.model';

const sandbox = useSandbox({ resetEachTest: false });

const guest = { status: 'guest' } as const;
// The seeded players as their logins carry them: demouser has no betco access, vipuser has.
let player: SessionState;
let betcoPlayer: SessionState;
beforeAll(async () => {
  player = { status: 'player', user: await sandbox.login('demouser') };
  betcoPlayer = { status: 'player', user: await sandbox.login('vipuser') };
});

describe('route access', () => {
  it('lets everyone through an unguarded route', () => {
    expect(routeAccess(undefined, guest)).toBe('allowed');
  });

  it('asks guests to log in on any guarded route', () => {
    expect(routeAccess('auth', guest)).toBe('signIn');
    expect(routeAccess('betco', guest)).toBe('signIn');
  });

  it('lets players through the auth guard', () => {
    expect(routeAccess('auth', player)).toBe('allowed');
    expect(routeAccess('auth', betcoPlayer)).toBe('allowed');
  });

  it('keeps the betco route for players with betco access', () => {
    expect(routeAccess('betco', player)).toBe('forbidden');
    expect(routeAccess('betco', betcoPlayer)).toBe('allowed');
  });

  it('judges betco access by the betco address the login carries', () => {
    const user = player.status === 'player' ? player.user : null;
    expect(routeAccess('betco', { status: 'player', user: { ...user!, betcoUrl: 'https://betco.example/' } })).toBe('allowed');
    expect(routeAccess('betco', { status: 'player', user: { ...user!, betcoUrl: '  ' } })).toBe('forbidden');
  });
});
