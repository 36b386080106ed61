import { RoutePath } from '../routes/route.paths';

/** The search button searches live casino games on live casino pages and slots everywhere else. */
export function searchHref(currentPath: string): string {
  const onLiveCasino = currentPath === RoutePath.liveCasino || currentPath.startsWith(`${RoutePath.liveCasino}/`);
  return onLiveCasino ? RoutePath.liveCasino : RoutePath.slots;
}
