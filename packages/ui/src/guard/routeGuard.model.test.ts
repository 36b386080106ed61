import { describe, expect, it } from 'vitest';
import { demoPlayer, demoVipPlayer } from '../fixtures/demo.data';
import { routeAccess } from './routeGuard.model';

const guest = { status: 'guest' } as const;
const player = { status: 'player', user: demoPlayer } as const;
const betcoPlayer = { status: 'player', user: demoVipPlayer } as const;

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
  });

  it('keeps the betco route for players with betco access', () => {
    expect(routeAccess('betco', player)).toBe('forbidden');
    expect(routeAccess('betco', betcoPlayer)).toBe('allowed');
  });
});
