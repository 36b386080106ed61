import { describe, expect, it } from 'vitest';
import { breadcrumbs, routes, routeUrl, type RouteDef } from './routes';

const definitions: RouteDef[] = Object.values(routes);

const t = (key: string) => `<${key}>`;

describe('routes', () => {
  it('covers every route both specs name', () => {
    const paths = definitions.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/', '/dashboard', '/dashboard/deposit', '/dashboard/withdraw', '/dashboard/game-history',
        '/dashboard/bonuses', '/dashboard/financial-activities', '/dashboard/session-history',
        '/dashboard/account', '/promotions', '/casino/slot', '/casino/live', '/casino/popular-games',
        '/casino/tvbets', '/casino/play/[data]', '/spor/live/event-view', '/spor/live/overview/[id]',
        '/spor/live/event-view/[sportId]/[eventId]', '/spor/prematch', '/spor/prematch/home',
        '/spor/prematch/prematch-detail/[eventId]', '/spor/prematch/upcoming/[id]', '/spor/betco',
        '/pages', '/pages/[id]',
      ]),
    );
  });

  it('places every route under a route that exists', () => {
    for (const route of definitions) {
      if (route.parent) expect(Object.keys(routes)).toContain(route.parent);
    }
  });

  it('guards the dashboard with login and betco with its access flag', () => {
    expect(routes.deposit.guard).toBe('auth');
    expect(routes.betco.guard).toBe('betco');
    expect('guard' in routes.slots).toBe(false);
  });

  it('fills route parameters, encoded', () => {
    expect(routeUrl('liveEvent', { sportId: 1, eventId: 42 })).toBe('/spor/live/event-view/1/42');
    expect(routeUrl('page', { id: 3 })).toBe('/pages/3');
    expect(() => routeUrl('page')).toThrow(TypeError);
  });

  it('builds the breadcrumb trail from home to the page', () => {
    expect(breadcrumbs('deposit', t, { url: '/dashboard/deposit' })).toEqual([
      { label: '<route.home>', url: '/' },
      { label: '<route.dashboard>', url: '/dashboard' },
      { label: '<route.deposit>', url: '/dashboard/deposit' },
    ]);
    expect(breadcrumbs('page', t, { url: '/pages/3', label: 'Hakkımızda' }).at(-1)).toEqual({
      label: 'Hakkımızda',
      url: '/pages/3',
    });
    expect(breadcrumbs('home', t, { url: '/' })).toEqual([{ label: '<route.home>', url: '/' }]);
  });
});
