export { RoutePath, RoutePattern, fillRoute, routes } from './routes';
export type { RouteKey } from './routes';
