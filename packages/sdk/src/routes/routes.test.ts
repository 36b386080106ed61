import { describe, expect, it } from 'vitest';
import { RoutePath, RoutePattern, fillRoute, routes } from './routes';

describe('routes', () => {
  it('builds every parameterised address of the specs', () => {
    expect(routes.page(3)).toBe('/pages/3');
    expect(routes.liveEvent(1, 9001)).toBe('/spor/live/event-view/1/9001');
    expect(routes.liveOverview(2)).toBe('/spor/live/overview/2');
    expect(routes.prematchDetail(77)).toBe('/spor/prematch/prematch-detail/77');
    expect(routes.upcoming(1, 12)).toBe('/spor/prematch/upcoming/1?hour=12');
    expect(routes.upcoming(1, null)).toBe('/spor/prematch/upcoming/1');
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
