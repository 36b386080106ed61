import type { DatabaseSync } from 'node:sqlite';
import { CasinoService } from './casino/casino.service.ts';
import { needsCatalogue, seedCatalogue } from './casino/games.repository.ts';
import { dropAll, migrate } from './db/migrations.ts';
import { NotificationsRepository, type NewNotification, type Notification } from './db/notifications.repository.ts';
import { PlayersRepository } from './db/players.repository.ts';
import { applySeed, needsSeed, prepareSeed, type PreparedSeed } from './db/seed.ts';
import { transaction } from './db/database.ts';
import { DASHBOARD_HISTORY_MIGRATION, seedDemoHistory } from './history/history.seed.ts';
import { SessionsRepository } from './db/sessions.repository.ts';
import type { HubRegistry } from './hub/hub.registry.ts';
import type { SandboxClock } from './sportsbook/clock.ts';
import { FeedService } from './sportsbook/feed.service.ts';
import { SportsWorld } from './sportsbook/world.ts';
import { LiveTicker } from './sportsbook/live.ticker.ts';
import type { WorldOptions } from './sportsbook/world.options.ts';
import { BetPlacement } from './betting/bet.placement.ts';
import { BetSettlement } from './betting/bet.settlement.ts';
import { BetslipRepository } from './betting/betslip.repository.ts';
import { BetslipService } from './betting/betslip.service.ts';
import { BetsRepository } from './betting/bets.repository.ts';
import { BonusesRepository } from './account/bonuses.repository.ts';
import { CallRequestsRepository } from './account/callRequests.repository.ts';
import { Outbox } from './account/outbox.repository.ts';
import { VerificationCodes } from './account/verification.codes.ts';
import { FinancialRecordsRepository } from './history/financial.repository.ts';
import { PaymentsRepository } from './payments/payments.repository.ts';
import { PaymentsService } from './payments/payments.service.ts';
import { CmsFaults } from './content/hostile.ts';

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
  /** Betslips of guests and players. */
  readonly betslip: BetslipService;
  /** Places coupons from a player's slip. */
  readonly placement: BetPlacement;
  /** Placed coupons (My Bets). */
  readonly bets: BetsRepository;
  /** Settles coupons when their events end (run by the world; by hand after a test hook). */
  readonly settlement: BetSettlement;
  /** The casino: catalogue, favourites, game sessions and launch faults. */
  readonly casino: CasinoService;
  /** SMS and password reset codes. */
  readonly codes: VerificationCodes;
  /** Every SMS and mail the sandbox sends (the developer outbox). */
  readonly outbox: Outbox;
  /** Bonuses granted to players (the trial bonus). */
  readonly bonuses: BonusesRepository;
  /** Call-back requests (`cms/callme`). */
  readonly callRequests: CallRequestsRepository;
  /** Faults a test hook puts into the CMS's answers (hostile HTML). */
  readonly cmsFaults: CmsFaults;
  /**
   * Whether `cms/grouped` offers the promotional popup. A test hook turns it off for journeys that
   * are about something else (a popup over home would stand in their way); a reset leaves it as set.
   */
  readonly popup: { shown: boolean };
  /** Deposits and withdrawals as the books keep them (Financial History). */
  readonly financial: FinancialRecordsRepository;
  /** Deposits, withdrawals and their payment pages. */
  readonly payments: PaymentsService;
  /** Stores a notification and pushes it live to the player. */
  notifyPlayer(playerId: number, notification: NewNotification): Notification;
  /** Drops every table, migrates and seeds again; live hub connections are closed. */
  reset(): Promise<void>;
}

/** Brings a database up to the current schema and seeds it when it holds no player (or no casino game) yet. */
export async function prepareDatabase(db: DatabaseSync): Promise<void> {
  const applied = migrate(db);
  if (needsSeed(db)) applySeed(db, await prepareSeed());
  else {
    // A database made before the casino existed keeps its players and gains the catalogue.
    if (needsCatalogue(db)) seedCatalogue(db);
    // One made before the dashboard's histories gives the demo players theirs.
    if (applied.includes(DASHBOARD_HISTORY_MIGRATION)) transaction(db, () => seedDemoHistory(db));
  }
}

/** Brings the database up to date (see prepareDatabase) first. */
export function createServices(db: DatabaseSync, hubs: HubRegistry, worldOptions: WorldOptions): SandboxServices {
  const players = new PlayersRepository(db);
  const sessions = new SessionsRepository(db);
  const notifications = new NotificationsRepository(db);
  const slips = new BetslipRepository(db);
  const bets = new BetsRepository(db);
  const notifyPlayer = (playerId: number, notification: NewNotification): Notification => {
    const stored = notifications.insert(playerId, notification);
    hubs.push('frnotify', NOTIFICATION_COMMAND, JSON.stringify(stored), { playerId });
    return stored;
  };
  const world = new SportsWorld(db, worldOptions);
  const settlement = new BetSettlement({ db, bets, players, world, notify: notifyPlayer });
  // Listening before the world opens: a stored world replaced at start (other seed or size) voids its open coupons.
  world.onEventsEnded((replaced) => settlement.settleDue(replaced));
  world.open();
  // Events that ended while the sandbox was down (or before a crash) are settled now.
  settlement.settleDue();
  const ticker = new LiveTicker(world, hubs);
  const casino = new CasinoService(db);
  const cmsFaults = new CmsFaults();
  const financial = new FinancialRecordsRepository(db);
  const payments = new PaymentsService({ db, players, financial, orders: new PaymentsRepository(db), notify: notifyPlayer });
  let seedHashes: Promise<PreparedSeed> | undefined;
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
    betslip: new BetslipService(slips, world),
    placement: new BetPlacement({ db, slips, bets, players, world }),
    bets,
    settlement,
    notifyPlayer,
    casino,
    codes: new VerificationCodes(db),
    outbox: new Outbox(db),
    bonuses: new BonusesRepository(db),
    callRequests: new CallRequestsRepository(db),
    cmsFaults,
    popup: { shown: true },
    financial,
    payments,
    async reset() {
      // The demo passwords are hashed once per sandbox: scrypt took 46–73 ms of every test's reset.
      seedHashes ??= prepareSeed();
      const prepared = await seedHashes;
      hubs.closeAll('The sandbox was reset.', true);
      dropAll(db);
      sessions.forgetRecent();
      migrate(db);
      applySeed(db, prepared);
      world.afterReset();
      ticker.rebase();
      casino.reset();
      cmsFaults.hostile = false;
    },
  };
}
