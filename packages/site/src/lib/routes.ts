import type { MessageKey } from '@oyna/sdk/i18n';
import { RoutePattern, fillRoute } from '@oyna/sdk/routes';

/**
 * Every route of both specs, in one table: path pattern, title (a translation key), the route it
 * sits under (for breadcrumbs) and its guard.
 */
export type Guard = 'auth' | 'betco';

export interface RouteDef {
  path: string;
  titleKey: MessageKey;
  /** The key of the route this one sits under. */
  parent?: string;
  guard?: Guard;
  /** The page is one thing filling the window below the header on desktop (a game being played): no breadcrumbs. */
  fillWindow?: boolean;
}

export const routes = {
  home: { path: RoutePattern.home, titleKey: 'route.home' },
  dashboard: { path: RoutePattern.dashboard, titleKey: 'route.dashboard', parent: 'home', guard: 'auth' },
  deposit: { path: RoutePattern.deposit, titleKey: 'route.deposit', parent: 'dashboard', guard: 'auth' },
  withdraw: { path: RoutePattern.withdraw, titleKey: 'route.withdraw', parent: 'dashboard', guard: 'auth' },
  gameHistory: { path: RoutePattern.gameHistory, titleKey: 'route.gameHistory', parent: 'dashboard', guard: 'auth' },
  bonuses: { path: RoutePattern.bonuses, titleKey: 'route.bonuses', parent: 'dashboard', guard: 'auth' },
  financialActivities: {
    path: RoutePattern.financialActivities,
    titleKey: 'route.financialActivities',
    parent: 'dashboard',
    guard: 'auth',
  },
  sessionHistory: { path: RoutePattern.sessionHistory, titleKey: 'route.sessionHistory', parent: 'dashboard', guard: 'auth' },
  account: { path: RoutePattern.account, titleKey: 'route.account', parent: 'dashboard', guard: 'auth' },
  promotions: { path: RoutePattern.promotions, titleKey: 'route.promotions', parent: 'home' },
  slots: { path: RoutePattern.slots, titleKey: 'route.slots', parent: 'home' },
  liveCasino: { path: RoutePattern.liveCasino, titleKey: 'route.liveCasino', parent: 'home' },
  bingo: { path: RoutePattern.bingo, titleKey: 'route.bingo', parent: 'home' },
  tvBets: { path: RoutePattern.tvBets, titleKey: 'route.tvBets', parent: 'home' },
  gamePlay: { path: RoutePattern.gamePlay, titleKey: 'route.gamePlay', parent: 'home', fillWindow: true },
  liveBettings: { path: RoutePattern.liveBettings, titleKey: 'route.liveBettings', parent: 'home' },
  liveEvent: { path: RoutePattern.liveEvent, titleKey: 'route.liveEvent', parent: 'liveBettings' },
  liveOverview: { path: RoutePattern.liveOverview, titleKey: 'route.liveOverview', parent: 'liveBettings' },
  prematch: { path: RoutePattern.prematch, titleKey: 'route.prematch', parent: 'home' },
  prematchHome: { path: RoutePattern.prematchHome, titleKey: 'route.prematchHome', parent: 'prematch' },
  prematchDetail: { path: RoutePattern.prematchDetail, titleKey: 'route.prematchDetail', parent: 'prematchHome' },
  upcoming: { path: RoutePattern.upcoming, titleKey: 'route.upcoming', parent: 'prematch' },
  betco: { path: RoutePattern.betco, titleKey: 'route.betco', parent: 'home', guard: 'betco' },
  pages: { path: RoutePattern.pages, titleKey: 'route.pages', parent: 'home' },
  page: { path: RoutePattern.page, titleKey: 'route.page', parent: 'pages' },
  notFound: { path: RoutePattern.notFound, titleKey: 'route.notFound', parent: 'home' },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

export interface Crumb {
  label: string;
  url: string;
}

/** Fills `[param]` segments of a route pattern. */
export function routeUrl(key: RouteKey, params: Record<string, string | number> = {}): string {
  return fillRoute(routes[key].path, params);
}

/**
 * The breadcrumb trail of a route: its ancestors from home, then itself. `label` overrides the
 * title of the last crumb (a content page shows its own title).
 */
export function breadcrumbs(
  key: RouteKey,
  translate: (key: MessageKey) => string,
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
