export { RoutePath } from '@oyna/sdk/routes';
