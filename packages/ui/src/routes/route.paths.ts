/**
 * The site's fixed addresses, as both specs name them: one place for the widgets' links and the
 * host site's route table.
 */
export const RoutePath = {
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
  liveBettings: '/spor/live/event-view',
  liveOverview: '/spor/live/overview/1',
  prematch: '/spor/prematch',
  prematchHome: '/spor/prematch/home',
  betco: '/spor/betco',
  pages: '/pages',
  aboutUs: '/pages/3',
} as const;
export type RoutePath = (typeof RoutePath)[keyof typeof RoutePath];
