export { DEFAULT_SPORT_ID, RoutePath, RoutePattern, fillRoute, routes } from './routes';
export type { RouteKey } from './routes';
