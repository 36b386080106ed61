/**
 * Every route of both specs as a pattern (`[name]` marks a parameter): the one table the SDK, the
 * widgets and the host site's router share.
 */
export const RoutePattern = {
  home: '/',
  dashboard: '/dashboard',
  deposit: '/dashboard/deposit',
  withdraw: '/dashboard/withdraw',
  gameHistory: '/dashboard/game-history',
  bonuses: '/dashboard/bonuses',
  financialActivities: '/dashboard/financial-activities',
  sessionHistory: '/dashboard/session-history',
  account: '/dashboard/account',
  promotions: '/promotions',
  slots: '/casino/slot',
  liveCasino: '/casino/live',
  bingo: '/casino/popular-games',
  tvBets: '/casino/tvbets',
  gamePlay: '/casino/play/[data]',
  liveBettings: '/spor/live/event-view',
  liveEvent: '/spor/live/event-view/[sportId]/[eventId]',
  liveOverview: '/spor/live/overview/[id]',
  prematch: '/spor/prematch',
  prematchHome: '/spor/prematch/home',
  prematchDetail: '/spor/prematch/prematch-detail/[eventId]',
  upcoming: '/spor/prematch/upcoming/[id]',
  betco: '/spor/betco',
  pages: '/pages',
  page: '/pages/[id]',
  notFound: '/404',
} as const;
export type RouteKey = keyof typeof RoutePattern;

/** Fills the `[name]` segments of a pattern, each URI-encoded. */
export function fillRoute(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  return pattern.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`The route ${pattern} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The sport the spec's fixed sportsbook links name (football, as in `/spor/live/overview/1`). */
export const DEFAULT_SPORT_ID = 1;

/** Addresses that take parameters: build them here, never by hand. */
export const routes = {
  /** A CMS content page. */
  page: (id: number) => fillRoute(RoutePattern.page, { id }),
  /** One live event on the live page. */
  liveEvent: (sportId: number, eventId: number) => fillRoute(RoutePattern.liveEvent, { sportId, eventId }),
  /** The live overview of a sport. */
  liveOverview: (sportId: number) => fillRoute(RoutePattern.liveOverview, { id: sportId }),
  /** A prematch event with all its markets. */
  prematchDetail: (eventId: number) => fillRoute(RoutePattern.prematchDetail, { eventId }),
  /** Upcoming prematch events of a sport, within `hour` hours when given. */
  upcoming: (sportId: number, hour?: number | null) =>
    fillRoute(RoutePattern.upcoming, { id: sportId }) + (hour ? `?hour=${hour}` : ''),
} as const;

/** The site's fixed addresses, as both specs name them, for links that take no parameter. */
export const RoutePath = {
  home: RoutePattern.home,
  dashboard: RoutePattern.dashboard,
  deposit: RoutePattern.deposit,
  withdraw: RoutePattern.withdraw,
  gameHistory: RoutePattern.gameHistory,
  bonuses: RoutePattern.bonuses,
  financialActivities: RoutePattern.financialActivities,
  sessionHistory: RoutePattern.sessionHistory,
  account: RoutePattern.account,
  promotions: RoutePattern.promotions,
  slots: RoutePattern.slots,
  liveCasino: RoutePattern.liveCasino,
  bingo: RoutePattern.bingo,
  tvBets: RoutePattern.tvBets,
  liveBettings: RoutePattern.liveBettings,
  liveOverview: `/spor/live/overview/${DEFAULT_SPORT_ID}`,
  prematch: RoutePattern.prematch,
  prematchHome: RoutePattern.prematchHome,
  betco: RoutePattern.betco,
  pages: RoutePattern.pages,
  aboutUs: '/pages/3',
} as const;
export type RoutePath = (typeof RoutePath)[keyof typeof RoutePath];
