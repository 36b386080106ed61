import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../http/envelope.ts';
import { parseInput } from '../http/validation.ts';
import type { Locale } from '../i18n/locale.ts';
import { message } from '../i18n/messages.ts';
import type { RoutePlugin } from '../routes/route.types.ts';
import { FeedAnswer, type FeedMiss } from './feed.service.ts';
import {
  categoryListQuerySchema,
  eventDetailSchema,
  eventListSchema,
  liveEventListSchema,
  searchUpcomingSchema,
  upcomingQuerySchema,
} from './feed.schemas.ts';

/** The envelope of an id the feed does not know: a business failure (HTTP 200) naming it. */
export function missEnvelope(miss: FeedMiss, locale: Locale) {
  switch (miss.miss) {
    case 'sport':
      return fail(message(locale, 'sportsbook.unknownSport', { id: miss.id }));
    case 'competition':
      return fail(message(locale, 'sportsbook.unknownCompetition', { id: miss.id }));
    case 'competitionOfSport':
      return fail(message(locale, 'sportsbook.competitionOfSport', { sportId: miss.sportId, competitionId: miss.competitionId }));
    case 'event':
      return fail(message(locale, 'sportsbook.unknownEvent', { id: miss.id }));
  }
}

const acceptsGzip = (request: FastifyRequest): boolean => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** Sends a ready answer as it is (gzipped when the client accepts it), or the failure for an unknown id. */
export function sendFeed(request: FastifyRequest, reply: FastifyReply, answer: FeedAnswer | FeedMiss) {
  if (!(answer instanceof FeedAnswer)) return missEnvelope(answer, request.locale);
  reply.type('application/json; charset=utf-8').header('vary', 'Origin, Accept-Encoding');
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(answer.gzipped);
  return reply.send(answer.body);
}

/** The sportsbook feed under /sbapi/api/feed: live and prematch lists, search and event detail. */
export const feedRoutes: RoutePlugin = async (app, { services }) => {
  const { feed } = services;

  app.get('/livecategorylist', async (request, reply) => sendFeed(request, reply, feed.liveCategories(request.locale)));

  app.post('/liveeventlist', async (request, reply) => {
    const { sportId, skip, take } = parseInput(liveEventListSchema, request.body, request.locale);
    return sendFeed(request, reply, feed.liveEventList(sportId, skip, take, request.locale));
  });

  app.get('/categorylist', async (request, reply) => {
    const { hour } = parseInput(categoryListQuerySchema, request.query, request.locale);
    return sendFeed(request, reply, feed.categoryList(hour ?? null, request.locale));
  });

  app.post('/eventlist', async (request, reply) => {
    const { sportId, competitionId, skip, take } = parseInput(eventListSchema, request.body, request.locale);
    return sendFeed(request, reply, feed.eventList(sportId, competitionId, skip, take, request.locale));
  });

  app.post('/searchupcoming', async (request, reply) => {
    const { teamName } = parseInput(searchUpcomingSchema, request.body, request.locale);
    return sendFeed(request, reply, feed.search(teamName, request.locale));
  });

  app.post('/eventdetail', async (request, reply) => {
    const { eventId } = parseInput(eventDetailSchema, request.body, request.locale);
    return sendFeed(request, reply, feed.eventDetail(eventId, request.locale));
  });

  app.get('/upcoming', async (request, reply) => {
    const { sportId, hour } = parseInput(upcomingQuerySchema, request.query, request.locale);
    return sendFeed(request, reply, feed.upcoming(sportId, hour ?? null, request.locale));
  });
};

/** The sportsbook's own lists under /sbapi/api/sportsbook (the betslip calls are in betting/betting.routes.ts). */
export const sportsbookRoutes: RoutePlugin = async (app, { services }) => {
  const { feed } = services;
  app.get('/popularevents', async (request, reply) => sendFeed(request, reply, feed.popularEvents(request.locale)));
  app.get('/popularcompetitions', async (request, reply) => sendFeed(request, reply, feed.popularCompetitions(request.locale)));
};
