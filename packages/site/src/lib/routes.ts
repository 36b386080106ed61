import { RoutePath } from '@oyna/ui';

/**
 * Every route of both specs, in one table: path pattern, title (a translation key), the route it
 * sits under (for breadcrumbs) and its guard.
 */
export type Guard = 'auth' | 'betco';

export interface RouteDef {
  path: string;
  titleKey: string;
  /** The key of the route this one sits under. */
  parent?: string;
  guard?: Guard;
}

export const routes = {
  home: { path: RoutePath.home, titleKey: 'route.home' },
  dashboard: { path: RoutePath.dashboard, titleKey: 'route.dashboard', parent: 'home', guard: 'auth' },
  deposit: { path: RoutePath.deposit, titleKey: 'route.deposit', parent: 'dashboard', guard: 'auth' },
  withdraw: { path: RoutePath.withdraw, titleKey: 'route.withdraw', parent: 'dashboard', guard: 'auth' },
  gameHistory: { path: RoutePath.gameHistory, titleKey: 'route.gameHistory', parent: 'dashboard', guard: 'auth' },
  bonuses: { path: RoutePath.bonuses, titleKey: 'route.bonuses', parent: 'dashboard', guard: 'auth' },
  financialActivities: {
    path: RoutePath.financialActivities,
    titleKey: 'route.financialActivities',
    parent: 'dashboard',
    guard: 'auth',
  },
  sessionHistory: { path: RoutePath.sessionHistory, titleKey: 'route.sessionHistory', parent: 'dashboard', guard: 'auth' },
  account: { path: RoutePath.account, titleKey: 'route.account', parent: 'dashboard', guard: 'auth' },
  promotions: { path: RoutePath.promotions, titleKey: 'route.promotions', parent: 'home' },
  slots: { path: RoutePath.slots, titleKey: 'route.slots', parent: 'home' },
  liveCasino: { path: RoutePath.liveCasino, titleKey: 'route.liveCasino', parent: 'home' },
  bingo: { path: RoutePath.bingo, titleKey: 'route.bingo', parent: 'home' },
  tvBets: { path: RoutePath.tvBets, titleKey: 'route.tvBets', parent: 'home' },
  gamePlay: { path: '/casino/play/[data]', titleKey: 'route.gamePlay', parent: 'home' },
  liveBettings: { path: RoutePath.liveBettings, titleKey: 'route.liveBettings', parent: 'home' },
  liveEvent: { path: '/spor/live/event-view/[sportId]/[eventId]', titleKey: 'route.liveEvent', parent: 'liveBettings' },
  liveOverview: { path: '/spor/live/overview/[id]', titleKey: 'route.liveOverview', parent: 'liveBettings' },
  prematch: { path: RoutePath.prematch, titleKey: 'route.prematch', parent: 'home' },
  prematchHome: { path: RoutePath.prematchHome, titleKey: 'route.prematchHome', parent: 'prematch' },
  prematchDetail: { path: '/spor/prematch/prematch-detail/[eventId]', titleKey: 'route.prematchDetail', parent: 'prematchHome' },
  upcoming: { path: '/spor/prematch/upcoming/[id]', titleKey: 'route.upcoming', parent: 'prematch' },
  betco: { path: RoutePath.betco, titleKey: 'route.betco', parent: 'home', guard: 'betco' },
  pages: { path: RoutePath.pages, titleKey: 'route.pages', parent: 'home' },
  page: { path: '/pages/[id]', titleKey: 'route.page', parent: 'pages' },
  notFound: { path: '/404', titleKey: 'route.notFound', parent: 'home' },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

export interface Crumb {
  label: string;
  url: string;
}

/** Fills `[param]` segments of a route pattern. */
export function routeUrl(key: RouteKey, params: Record<string, string | number> = {}): string {
  return routes[key].path.replace(/\[(\w+)\]/g, (_: string, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Route ${key} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The breadcrumb trail of a route: its ancestors from home, then itself. `label` overrides the
 * title of the last crumb (a content page shows its own title).
 */
export function breadcrumbs(
  key: RouteKey,
  translate: (key: string) => string,
  current: { url: string; label?: string },
): Crumb[] {
  const trail: Crumb[] = [];
  let parent = (routes[key] as RouteDef).parent as RouteKey | undefined;
  while (parent) {
    trail.unshift({ label: translate(routes[parent].titleKey), url: routes[parent].path });
    parent = (routes[parent] as RouteDef).parent as RouteKey | undefined;
  }
  trail.push({ label: current.label ?? translate(routes[key].titleKey), url: current.url });
  return trail;
}
