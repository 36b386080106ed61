import { describe, expect, it } from 'vitest';
import { decodeGameRoute } from '../casino/gameRoute.calc';
import { RoutePath, RoutePattern, fillRoute, routes } from './routes';

const game = { gameCode: 'vs20olympgate', name: 'Gates of Olympus', providerName: 'Pragmatic Play', mainProviderId: 2 };

describe('routes', () => {
  it('builds every parameterised address of the specs', () => {
    expect(routes.page(3)).toBe('/pages/3');
    expect(routes.liveEvent(1, 9001)).toBe('/spor/live/event-view/1/9001');
    expect(routes.liveOverview(2)).toBe('/spor/live/overview/2');
    expect(routes.prematchDetail(77)).toBe('/spor/prematch/prematch-detail/77');
    expect(routes.upcoming(1, 12)).toBe('/spor/prematch/upcoming/1?hour=12');
    expect(routes.upcoming(1, null)).toBe('/spor/prematch/upcoming/1');
  });

  it('puts a game in its play address so that it reads back whole', () => {
    const path = routes.gamePlay({ ...game, name: 'Şeker Patlaması / Ğ' });
    expect(path.startsWith('/casino/play/')).toBe(true);
    expect(decodeGameRoute(path.slice('/casino/play/'.length))).toMatchObject({ name: 'Şeker Patlaması / Ğ' });
  });

  it('keeps the fixed addresses equal to their patterns', () => {
    expect(RoutePath.aboutUs).toBe(routes.page(3));
    expect(RoutePath.liveOverview).toBe(routes.liveOverview(1));
    expect(RoutePath.betco).toBe(RoutePattern.betco);
  });

  it('refuses to build an address with a parameter missing', () => {
    expect(() => fillRoute(RoutePattern.liveEvent, { sportId: 1 })).toThrow(/eventId/);
  });
});
