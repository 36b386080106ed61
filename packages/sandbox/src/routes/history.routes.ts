import { authOf, playerOf } from '../http/auth.hook.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validation.ts';
import { BonusHistoryRepository } from '../history/bonusHistory.repository.ts';
import { GameActivitiesRepository } from '../history/gameActivities.repository.ts';
import { bonusesSchema, financialHistorySchema, historyPageSchema } from '../history/history.schemas.ts';
import { bonusJson, financialRecordJson, gameActivityJson, pageJson, profileJson, sessionJson } from '../history/history.views.ts';
import { SessionHistoryRepository } from '../history/sessionHistory.repository.ts';
import type { RoutePlugin } from './route.types.ts';

const playerOnly = { config: { access: 'player' as const } };

/**
 * The dashboard's pages behind its tiles (the spec: "not shown"), under /api/customer: Game
 * Activities, Bonuses, Financial History, Session History and Personal information, each the
 * logged-in player's own.
 */
export const historyRoutes: RoutePlugin = async (app, { services }) => {
  const { db, clock, financial } = services;
  const activities = new GameActivitiesRepository(db);
  const bonuses = new BonusHistoryRepository(db);
  const sessions = new SessionHistoryRepository(db);

  app.post('/gameactivities', playerOnly, async (request) => {
    const player = playerOf(request);
    const query = parseInput(historyPageSchema, request.body, request.locale);
    return ok(pageJson(activities.page(player.id, query), gameActivityJson));
  });

  app.post('/bonuses', playerOnly, async (request) => {
    const player = playerOf(request);
    const query = parseInput(bonusesSchema, request.body, request.locale);
    return ok(pageJson(bonuses.page(player.id, { ...query, now: clock.now() }), (bonus) => bonusJson(bonus, request.locale)));
  });

  app.post('/financialhistory', playerOnly, async (request) => {
    const player = playerOf(request);
    const query = parseInput(financialHistorySchema, request.body, request.locale);
    return ok(pageJson(financial.page(player.id, query), financialRecordJson));
  });

  app.post('/sessions', playerOnly, async (request) => {
    const { session } = authOf(request);
    const player = playerOf(request);
    const query = parseInput(historyPageSchema, request.body, request.locale);
    return ok(pageJson(sessions.page(player.id, { ...query, currentHash: session.tokenHash, now: Date.now() }), sessionJson));
  });

  app.get('/profile', playerOnly, async (request) => ok(profileJson(playerOf(request), request.locale)));
};
