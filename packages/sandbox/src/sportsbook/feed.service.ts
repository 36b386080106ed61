import { gzipSync } from 'node:zlib';
import { ok } from '../http/envelope.ts';
import type { Locale } from '../i18n/locale.ts';
import { ALL_COMPETITIONS, competitionById, POPULAR_COMPETITION_IDS, type Competition } from './competitions.catalog.ts';
import {
  finishedDetailJson,
  liveDetailJson,
  liveEventJson,
  prematchDetailJson,
  prematchEventJson,
  searchResultJson,
} from './feed.views.ts';
import { POPULAR_EVENTS_MAX, SEARCH_RESULTS_MAX, UPCOMING_MAX } from './feed.limits.ts';
import { SPORTS, sportById } from './sports.catalog.ts';
import { foldSearchText } from '../text/search.fold.ts';
import { HOUR_MS } from './world.grid.ts';
import type { EventContext, SportsWorld } from './world.ts';

const QUARTER_MS = 15 * 60_000;
/** Time filters reach this far when none is chosen. */
const ALL_AHEAD_MS = 400 * 24 * HOUR_MS;

/** Why an id was not served. */
export type FeedMiss =
  | { miss: 'sport'; id: number }
  | { miss: 'competition'; id: number }
  | { miss: 'competitionOfSport'; sportId: number; competitionId: number }
  | { miss: 'event'; id: number };


/**
 * The feed's answers, computed from the world and kept as ready-to-send JSON: live answers for one
 * world tick, prematch answers for a quarter hour (kick-offs fall on quarter hours, so nothing a
 * prematch list shows changes within one) and the hour's odds drift.
 */
/** A ready answer: the envelope's bytes, and gzipped (made the first time a client accepts gzip). */
export class FeedAnswer {
  readonly body: Buffer;
  #gzipped: Buffer | undefined;

  constructor(json: string) {
    this.body = Buffer.from(json);
  }

  get gzipped(): Buffer {
    this.#gzipped ??= gzipSync(this.body, { level: 6 });
    return this.#gzipped;
  }
}

export class FeedService {
  readonly #world: SportsWorld;
  /** Ready answers per kind ('live' or 'prematch'), valid for one moment of that kind. */
  readonly #buckets = new Map<string, { moment: string; answers: Map<string, FeedAnswer> }>();

  constructor(world: SportsWorld) {
    this.#world = world;
  }

  /** Answers `build()` once per key and moment, as the serialized success envelope. */
  #cached(kind: 'live' | 'prematch', key: string, build: () => unknown): FeedAnswer {
    const moment = `${kind === 'live' ? this.#world.live().at : this.#prematchMoment()}|${this.#world.version}`;
    let bucket = this.#buckets.get(kind);
    if (bucket?.moment !== moment || bucket.answers.size > 2000) {
      bucket = { moment, answers: new Map() };
      this.#buckets.set(kind, bucket);
    }
    let answer = bucket.answers.get(key);
    if (answer === undefined) {
      answer = new FeedAnswer(JSON.stringify(ok(build())));
      bucket.answers.set(key, answer);
    }
    return answer;
  }

  #prematchMoment(): string {
    const now = this.#world.clock.now();
    return `${Math.floor(now / QUARTER_MS)}:${Math.floor(now / HOUR_MS)}`;
  }

  /** The start of the current quarter hour: prematch lists are what they are at that instant. */
  #prematchNow(): number {
    // Kick-offs fall on quarter hours, so the events after `now` are the events after its quarter's start.
    return Math.floor(this.#world.clock.now() / QUARTER_MS) * QUARTER_MS;
  }

  /** The end of a time filter of `hour` hours (none: the whole horizon). */
  #until(hour: number | null): number {
    return this.#prematchNow() + (hour === null ? ALL_AHEAD_MS : hour * HOUR_MS);
  }

  /** GET feed/livecategorylist */
  liveCategories(locale: Locale): FeedAnswer {
    return this.#cached('live', `cats|${locale}`, () => {
      const counts = new Map<number, number>();
      for (const view of this.#world.live().views) counts.set(view.sport.id, (counts.get(view.sport.id) ?? 0) + 1);
      return SPORTS.filter((sport) => counts.has(sport.id)).map((sport) => ({ id: sport.id, name: sport.name[locale], count: counts.get(sport.id) }));
    });
  }

  /** POST feed/liveeventlist: a page of the sport's live events, in league groups. */
  liveEventList(sportId: number, skip: number, take: number, locale: Locale): FeedAnswer | FeedMiss {
    if (!sportById(sportId)) return { miss: 'sport', id: sportId };
    return this.#cached('live', `events|${sportId}|${skip}|${take}|${locale}`, () => {
      const views = this.#world.live().views.filter((view) => view.sport.id === sportId);
      const totals = new Map<number, number>();
      for (const view of views) totals.set(view.competition.id, (totals.get(view.competition.id) ?? 0) + 1);
      interface Group {
        groupName: string;
        name: string;
        count: number;
        events: unknown[];
      }
      const groups: Group[] = [];
      let currentId = -1;
      for (const view of views.slice(skip, skip + take)) {
        if (currentId !== view.competition.id) {
          groups.push({ groupName: view.competition.region.name[locale], name: view.competition.name, count: totals.get(view.competition.id) ?? 0, events: [] });
          currentId = view.competition.id;
        }
        groups[groups.length - 1]?.events.push(liveEventJson(view, locale));
      }
      return groups;
    });
  }

  #prematchEvents(until: number): EventContext[] {
    return this.#world.repository
      .upcoming(this.#prematchNow(), until)
      .flatMap((event) => this.#world.contextOf(event) ?? []);
  }

  /** GET feed/categorylist: sports → groups → competitions with prematch counts, within `hour` hours. */
  categoryList(hour: number | null, locale: Locale): FeedAnswer {
    return this.#cached('prematch', `tree|${hour}|${locale}`, () => {
      const counts = this.#world.repository.countsByCompetition(this.#prematchNow(), this.#until(hour));
      return SPORTS.flatMap((sport) => {
        const competitions = ALL_COMPETITIONS.filter((competition) => competition.sportId === sport.id && counts.get(competition.id));
        if (competitions.length === 0) return [];
        const regions = [...new Set(competitions.map((competition) => competition.region))].sort((a, b) => a.sort - b.sort);
        const groups = regions.map((region) => {
          const inRegion = competitions
            .filter((competition) => competition.region === region)
            .sort((a, b) => a.sort - b.sort || a.id - b.id)
            .map((competition) => ({ id: competition.id, name: competition.name, count: counts.get(competition.id) ?? 0, sort: competition.sort }));
          return {
            groupName: region.key,
            name: region.name[locale],
            count: inRegion.reduce((sum, competition) => sum + competition.count, 0),
            sort: region.sort,
            competitions: inRegion,
          };
        });
        return [{ id: sport.id, name: sport.name[locale], count: groups.reduce((sum, group) => sum + group.count, 0), sort: sport.sort, groups }];
      });
    });
  }

  #prematchJson(context: EventContext, locale: Locale) {
    return prematchEventJson(context, this.#world.prematchMarkets(context, this.#world.clock.now()), locale);
  }

  /** POST feed/eventlist: a page of a competition's prematch events, soonest first. */
  eventList(sportId: number, competitionId: number, skip: number, take: number, locale: Locale): FeedAnswer | FeedMiss {
    const miss = this.#checkCompetition(sportId, competitionId);
    if (miss) return miss;
    return this.#cached('prematch', `comp|${competitionId}|${skip}|${take}|${locale}`, () =>
      this.#world.repository
        .upcomingOf(competitionId, this.#prematchNow(), skip, take)
        .flatMap((event) => this.#world.contextOf(event) ?? [])
        .map((context) => this.#prematchJson(context, locale)),
    );
  }

  #checkCompetition(sportId: number, competitionId: number): FeedMiss | null {
    if (!sportById(sportId)) return { miss: 'sport', id: sportId };
    const competition = competitionById(competitionId);
    if (!competition) return { miss: 'competition', id: competitionId };
    if (competition.sportId !== sportId) return { miss: 'competitionOfSport', sportId, competitionId };
    return null;
  }

  #searchIndex: { moment: string; entries: { context: EventContext; home: string; away: string }[] } | null = null;

  /** POST feed/searchupcoming: upcoming events whose home or away team contains the text. */
  search(teamName: string, locale: Locale): FeedAnswer {
    const needle = foldSearchText(teamName);
    return this.#cached('prematch', `search|${needle}|${locale}`, () => {
      const moment = `${this.#prematchMoment()}|${this.#world.version}`;
      if (this.#searchIndex?.moment !== moment) {
        this.#searchIndex = {
          moment,
          entries: this.#prematchEvents(this.#until(null)).map((context) => ({
            context,
            home: foldSearchText(context.event.homeName),
            away: foldSearchText(context.event.awayName),
          })),
        };
      }
      const hits: unknown[] = [];
      for (const entry of this.#searchIndex.entries) {
        if (!entry.home.includes(needle) && !entry.away.includes(needle)) continue;
        hits.push(searchResultJson(entry.context, locale));
        if (hits.length === SEARCH_RESULTS_MAX) break;
      }
      return hits;
    });
  }

  /** POST feed/eventdetail: one event, live, prematch or finished, with every open market. */
  eventDetail(eventId: number, locale: Locale): FeedAnswer | FeedMiss {
    const live = this.#world.live().byId.get(eventId);
    if (live) return this.#cached('live', `detail|${eventId}|${locale}`, () => liveDetailJson(live, locale));
    const event = this.#world.repository.find(eventId);
    const context = event && this.#world.contextOf(event);
    if (!context) return { miss: 'event', id: eventId };
    if (context.event.endMs !== null) return new FeedAnswer(JSON.stringify(ok(finishedDetailJson(context, locale))));
    if (context.event.kickoff > this.#world.clock.now()) {
      return new FeedAnswer(JSON.stringify(ok(prematchDetailJson(context, this.#world.prematchMarkets(context, this.#world.clock.now()), locale))));
    }
    // Kicked off but not in this tick's snapshot yet (the clock just moved): the next tick has it.
    return this.#eventDetailAfterRefresh(eventId, locale);
  }

  #eventDetailAfterRefresh(eventId: number, locale: Locale): FeedAnswer | FeedMiss {
    this.#world.invalidate();
    const live = this.#world.live().byId.get(eventId);
    return live ? new FeedAnswer(JSON.stringify(ok(liveDetailJson(live, locale)))) : { miss: 'event', id: eventId };
  }

  /** GET feed/upcoming: a sport's next prematch events, within `hour` hours when given. */
  upcoming(sportId: number, hour: number | null, locale: Locale): FeedAnswer | FeedMiss {
    if (!sportById(sportId)) return { miss: 'sport', id: sportId };
    return this.#cached('prematch', `upcoming|${sportId}|${hour}|${locale}`, () => {
      return this.#prematchEvents(this.#until(hour))
        .filter((context) => context.sport.id === sportId)
        .slice(0, UPCOMING_MAX)
        .map((context) => this.#prematchJson(context, locale));
    });
  }

  #popular(): Competition[] {
    return POPULAR_COMPETITION_IDS.flatMap((id) => competitionById(id) ?? []);
  }

  /** GET sportsbook/popularevents: the next events of the Top Leagues. */
  popularEvents(locale: Locale): FeedAnswer {
    return this.#cached('prematch', `popularEvents|${locale}`, () => {
      const popular = new Set(POPULAR_COMPETITION_IDS);
      return this.#prematchEvents(this.#until(null))
        .filter((context) => popular.has(context.competition.id))
        .slice(0, POPULAR_EVENTS_MAX)
        .map((context) => this.#prematchJson(context, locale));
    });
  }

  /** GET sportsbook/popularcompetitions: the Top Leagues with their prematch counts. */
  popularCompetitions(locale: Locale): FeedAnswer {
    return this.#cached('prematch', `popularCompetitions|${locale}`, () => {
      const counts = this.#world.repository.countsByCompetition(this.#prematchNow(), this.#until(null));
      return this.#popular().map((competition) => ({
        id: competition.id,
        sportId: competition.sportId,
        name: competition.name,
        groupName: competition.region.name[locale],
        count: counts.get(competition.id) ?? 0,
      }));
    });
  }
}
