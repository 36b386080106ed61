import type { DatabaseSync } from 'node:sqlite';
import { CasinoService } from './casino/casino.service.ts';
import { needsCatalogue, seedCatalogue } from './casino/games.repository.ts';
import { dropAll, migrate } from './db/migrations.ts';
import { NotificationsRepository, type NewNotification, type Notification } from './db/notifications.repository.ts';
import { PlayersRepository } from './db/players.repository.ts';
import { applySeed, needsSeed, prepareSeed } from './db/seed.ts';
import { SessionsRepository } from './db/sessions.repository.ts';
import type { HubRegistry } from './hub/hub.registry.ts';
import type { SandboxClock } from './sportsbook/clock.ts';
import { FeedService } from './sportsbook/feed.service.ts';
import { SportsWorld } from './sportsbook/world.ts';
import { LiveTicker } from './sportsbook/live.ticker.ts';
import type { WorldOptions } from './sportsbook/world.options.ts';

/** The live command that carries a new notification to the player's frnotify connections. */
export const NOTIFICATION_COMMAND = 'Notification';

/** What the routes work with: the repositories, the hubs and the few actions that span both. */
export interface SandboxServices {
  readonly db: DatabaseSync;
  readonly players: PlayersRepository;
  readonly sessions: SessionsRepository;
  readonly notifications: NotificationsRepository;
  readonly hubs: HubRegistry;
  /** The sandbox's own time (real time plus an offset the test hooks move). */
  readonly clock: SandboxClock;
  /** The sports world: events, scripts and prices. */
  readonly world: SportsWorld;
  /** The feed's ready answers. */
  readonly feed: FeedService;
  /** Pushes the live world's changes to sbnotify as `LiveUpdate`. */
  readonly ticker: LiveTicker;
  /** The casino: catalogue, favourites, game sessions and launch faults. */
  readonly casino: CasinoService;
  /** Stores a notification and pushes it live to the player. */
  notifyPlayer(playerId: number, notification: NewNotification): Notification;
  /** Drops every table, migrates and seeds again; live hub connections are closed. */
  reset(): Promise<void>;
}

/** Brings a database up to the current schema and seeds it when it holds no player (or no casino game) yet. */
export async function prepareDatabase(db: DatabaseSync): Promise<void> {
  migrate(db);
  if (needsSeed(db)) applySeed(db, await prepareSeed());
  // A database made before the casino existed keeps its players and gains the catalogue.
  else if (needsCatalogue(db)) seedCatalogue(db);
}

/** Brings the database up to date (see prepareDatabase) first. */
export function createServices(db: DatabaseSync, hubs: HubRegistry, worldOptions: WorldOptions): SandboxServices {
  const players = new PlayersRepository(db);
  const world = new SportsWorld(db, worldOptions);
  world.open();
  const ticker = new LiveTicker(world, hubs);
  const sessions = new SessionsRepository(db);
  const notifications = new NotificationsRepository(db);
  const casino = new CasinoService(db);
  return {
    db,
    players,
    sessions,
    notifications,
    hubs,
    clock: world.clock,
    world,
    feed: new FeedService(world),
    ticker,
    casino,
    notifyPlayer(playerId, notification) {
      const stored = notifications.insert(playerId, notification);
      hubs.push('frnotify', NOTIFICATION_COMMAND, JSON.stringify(stored), { playerId });
      return stored;
    },
    async reset() {
      const prepared = await prepareSeed();
      hubs.closeAll('The sandbox was reset.', true);
      dropAll(db);
      migrate(db);
      applySeed(db, prepared);
      world.afterReset();
      ticker.rebase();
      casino.reset();
    },
  };
}
