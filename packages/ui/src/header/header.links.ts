/** Routes the header links to (platform spec, section 2). */
export const HeaderRoute = {
  home: '/',
  dashboard: '/dashboard',
  deposit: '/dashboard/deposit',
  bonuses: '/dashboard/bonuses',
  promotions: '/promotions',
  slots: '/casino/slot',
  liveCasino: '/casino/live',
} as const;

/** The search button searches live casino games on live casino pages and slots everywhere else. */
export function searchHref(currentPath: string): string {
  const onLiveCasino = currentPath === HeaderRoute.liveCasino || currentPath.startsWith(`${HeaderRoute.liveCasino}/`);
  return onLiveCasino ? HeaderRoute.liveCasino : HeaderRoute.slots;
}
