import { playerOf } from '../http/auth.hook.ts';
import { ok } from '../http/envelope.ts';
import type { RoutePlugin } from './route.types.ts';

/** The logged-in player's own data. */
export const userRoutes: RoutePlugin = async (app) => {
  app.get('/balance', { config: { access: 'player' } }, async (request) => ok({ balance: playerOf(request).balance }));
};
