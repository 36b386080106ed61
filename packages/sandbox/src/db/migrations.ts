import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './database.ts';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Append only: a shipped migration is never edited, a change is a new version. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'players and sessions',
    sql: `
      CREATE TABLE players (
        id              INTEGER PRIMARY KEY,
        username        TEXT NOT NULL,
        username_key    TEXT NOT NULL UNIQUE,
        email           TEXT NOT NULL,
        email_key       TEXT NOT NULL UNIQUE,
        password_salt   TEXT NOT NULL,
        password_hash   TEXT NOT NULL,
        name            TEXT NOT NULL,
        surname         TEXT NOT NULL,
        phone           TEXT NOT NULL,
        personal_no     TEXT,
        country_id      INTEGER NOT NULL,
        currency_id     INTEGER NOT NULL,
        birth_date      TEXT,
        group_id        INTEGER NOT NULL DEFAULT 1,
        usercode        TEXT NOT NULL UNIQUE,
        balance_minor   INTEGER NOT NULL DEFAULT 0,
        sms_verified    INTEGER NOT NULL DEFAULT 0,
        betsy_url       TEXT NOT NULL DEFAULT '',
        betco_url       TEXT NOT NULL DEFAULT '',
        trial_bonus     REAL NOT NULL DEFAULT 0,
        ref_id          INTEGER,
        partner         TEXT,
        subid           TEXT,
        source          TEXT,
        created_at      TEXT NOT NULL
      );
      CREATE TABLE sessions (
        token_hash      TEXT PRIMARY KEY,
        kind            TEXT NOT NULL CHECK (kind IN ('anonymous', 'player')),
        player_id       INTEGER REFERENCES players(id) ON DELETE CASCADE,
        fingerprint     TEXT NOT NULL DEFAULT '',
        created_at      INTEGER NOT NULL,
        expires_at      INTEGER NOT NULL,
        revoked_at      INTEGER,
        CHECK ((kind = 'player') = (player_id IS NOT NULL))
      );
      CREATE INDEX sessions_player ON sessions(player_id);
      CREATE INDEX sessions_expiry ON sessions(expires_at);
    `,
  },
  {
    version: 2,
    name: 'notifications',
    sql: `
      CREATE TABLE notifications (
        id              INTEGER PRIMARY KEY,
        player_id       INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        title           TEXT NOT NULL,
        note            TEXT NOT NULL,
        type            INTEGER NOT NULL CHECK (type BETWEEN 1 AND 5),
        time_stamp      TEXT NOT NULL,
        is_read         INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX notifications_player_time ON notifications(player_id, time_stamp DESC, id DESC);
    `,
  },
  {
    version: 3,
    name: 'sports world',
    sql: `
      CREATE TABLE sb_world (
        id              INTEGER PRIMARY KEY CHECK (id = 1),
        seed            INTEGER NOT NULL,
        size            TEXT NOT NULL CHECK (size IN ('default', 'large')),
        from_hour       INTEGER NOT NULL,
        to_hour         INTEGER NOT NULL,
        clock_offset_ms INTEGER NOT NULL DEFAULT 0,
        frozen_at_ms    INTEGER
      );
      CREATE TABLE sb_events (
        id              INTEGER PRIMARY KEY,
        sport_id        INTEGER NOT NULL,
        competition_id  INTEGER NOT NULL,
        kickoff_ms      INTEGER NOT NULL,
        home_name       TEXT NOT NULL,
        away_name       TEXT NOT NULL,
        end_ms          INTEGER,
        result          TEXT
      );
      CREATE INDEX sb_events_kickoff ON sb_events(kickoff_ms);
      CREATE INDEX sb_events_competition ON sb_events(competition_id, kickoff_ms);
      CREATE INDEX sb_events_unfinished ON sb_events(kickoff_ms) WHERE end_ms IS NULL;
      CREATE TABLE sb_forced_goals (
        id              INTEGER PRIMARY KEY,
        event_id        INTEGER NOT NULL REFERENCES sb_events(id) ON DELETE CASCADE,
        at_ms           INTEGER NOT NULL,
        side            TEXT NOT NULL CHECK (side IN ('home', 'away'))
      );
      CREATE INDEX sb_forced_goals_event ON sb_forced_goals(event_id);
    `,
  },
  {
    version: 4,
    name: 'betslips, bets and settlement',
    // Money in kuruş (minor units) and rates in hundredths, both integers, so no sum is ever off by
    // a float. Picks and selections keep their names in both languages: an event's markets are gone
    // once it has finished, but My Bets still names them.
    sql: `
      ALTER TABLE sb_events ADD COLUMN finish_kind TEXT NOT NULL DEFAULT 'played'
        CHECK (finish_kind IN ('played', 'scored', 'cancelled'));
      CREATE TABLE sb_odd_overrides (
        odd_id          INTEGER PRIMARY KEY,
        event_id        INTEGER NOT NULL,
        rate_centi      INTEGER NOT NULL CHECK (rate_centi > 100)
      );
      CREATE TABLE betslips (
        id              INTEGER PRIMARY KEY,
        session_hash    TEXT UNIQUE REFERENCES sessions(token_hash) ON DELETE CASCADE,
        player_id       INTEGER UNIQUE REFERENCES players(id) ON DELETE CASCADE,
        multiple_minor  INTEGER CHECK (multiple_minor > 0),
        CHECK ((session_hash IS NULL) <> (player_id IS NULL))
      );
      CREATE TABLE betslip_picks (
        slip_id         INTEGER NOT NULL REFERENCES betslips(id) ON DELETE CASCADE,
        odd_id          INTEGER NOT NULL,
        event_id        INTEGER NOT NULL,
        market_id       INTEGER NOT NULL,
        line            REAL,
        is_live         INTEGER NOT NULL,
        added_rate_centi INTEGER NOT NULL CHECK (added_rate_centi > 100),
        amount_minor    INTEGER CHECK (amount_minor > 0),
        event_name      TEXT NOT NULL,
        kickoff_ms      INTEGER NOT NULL,
        market_name_tr  TEXT NOT NULL,
        market_name_en  TEXT NOT NULL,
        odd_name_tr     TEXT NOT NULL,
        odd_name_en     TEXT NOT NULL,
        position        INTEGER NOT NULL,
        PRIMARY KEY (slip_id, odd_id)
      );
      CREATE TABLE bets (
        id              INTEGER PRIMARY KEY,
        player_id       INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        type            INTEGER NOT NULL CHECK (type IN (1, 2)),
        status          INTEGER NOT NULL,
        stake_minor     INTEGER NOT NULL CHECK (stake_minor > 0),
        total_rate_centi INTEGER NOT NULL,
        possible_win_minor INTEGER NOT NULL,
        payout_minor    INTEGER NOT NULL DEFAULT 0,
        locale          TEXT NOT NULL,
        placed_at_ms    INTEGER NOT NULL,
        settled_at_ms   INTEGER
      );
      CREATE INDEX bets_player ON bets(player_id, id DESC);
      CREATE TABLE bet_selections (
        bet_id          INTEGER NOT NULL REFERENCES bets(id) ON DELETE CASCADE,
        odd_id          INTEGER NOT NULL,
        event_id        INTEGER NOT NULL,
        market_id       INTEGER NOT NULL,
        line            REAL,
        is_live         INTEGER NOT NULL,
        rate_centi      INTEGER NOT NULL,
        event_name      TEXT NOT NULL,
        kickoff_ms      INTEGER NOT NULL,
        market_name_tr  TEXT NOT NULL,
        market_name_en  TEXT NOT NULL,
        odd_name_tr     TEXT NOT NULL,
        odd_name_en     TEXT NOT NULL,
        result          INTEGER NOT NULL,
        position        INTEGER NOT NULL,
        PRIMARY KEY (bet_id, odd_id)
      );
      CREATE INDEX bet_selections_pending ON bet_selections(event_id) WHERE result = 3;
      CREATE TABLE bet_requests (
        player_id       INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        idempotency_key TEXT NOT NULL,
        body_hash       TEXT NOT NULL,
        answer          TEXT NOT NULL,
        created_at_ms   INTEGER NOT NULL,
        PRIMARY KEY (player_id, idempotency_key)
      );
    `,
  },
  {
    version: 5,
    name: 'casino',
    sql: `
      CREATE TABLE casino_games (
        id              INTEGER PRIMARY KEY,
        game_code       TEXT NOT NULL UNIQUE,
        name            TEXT NOT NULL,
        name_key        TEXT NOT NULL,
        provider_id     INTEGER NOT NULL CHECK (provider_id BETWEEN 1 AND 7),
        kind            TEXT NOT NULL,
        is_live         INTEGER NOT NULL CHECK (is_live IN (0, 1)),
        demo            TEXT NOT NULL CHECK (demo IN ('slot', 'crash')),
        system          INTEGER,
        product_id      INTEGER,
        system_category INTEGER NOT NULL,
        has_art         INTEGER NOT NULL CHECK (has_art IN (0, 1)),
        sort            INTEGER NOT NULL
      );
      CREATE TABLE casino_game_categories (
        category_id     INTEGER NOT NULL,
        game_id         INTEGER NOT NULL REFERENCES casino_games(id) ON DELETE CASCADE,
        PRIMARY KEY (category_id, game_id)
      );
      CREATE TABLE casino_favourites (
        player_id       INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        game_id         INTEGER NOT NULL REFERENCES casino_games(id) ON DELETE CASCADE,
        created_at      INTEGER NOT NULL,
        PRIMARY KEY (player_id, game_id)
      );
      CREATE TABLE casino_game_sessions (
        token_hash      TEXT PRIMARY KEY,
        login_hash      TEXT NOT NULL REFERENCES sessions(token_hash) ON DELETE CASCADE,
        player_id       INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        game_id         INTEGER NOT NULL REFERENCES casino_games(id) ON DELETE CASCADE,
        locale          TEXT NOT NULL,
        mobile          INTEGER NOT NULL CHECK (mobile IN (0, 1)),
        lobby_url       TEXT,
        created_at      INTEGER NOT NULL,
        expires_at      INTEGER NOT NULL
      );
      CREATE INDEX casino_game_sessions_login ON casino_game_sessions(login_hash);
      CREATE INDEX casino_game_sessions_expiry ON casino_game_sessions(expires_at);
      CREATE TABLE casino_rounds (
        id              INTEGER PRIMARY KEY,
        player_id       INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        game_id         INTEGER NOT NULL REFERENCES casino_games(id) ON DELETE CASCADE,
        stake_minor     INTEGER NOT NULL CHECK (stake_minor > 0),
        win_minor       INTEGER NOT NULL CHECK (win_minor >= 0),
        outcome         TEXT NOT NULL,
        balance_after   INTEGER NOT NULL CHECK (balance_after >= 0),
        created_at      INTEGER NOT NULL
      );
      CREATE INDEX casino_rounds_player ON casino_rounds(player_id, id DESC);
    `,
  },
  {
    version: 6,
    name: 'secret match scripts',
    // Null for the worlds made before: opened without a seed asked for, such a world is replaced.
    sql: 'ALTER TABLE sb_world ADD COLUMN script_key TEXT;',
  },
  {
    version: 7,
    name: 'account codes, outbox, bonuses and call requests',
    // A code is stored only as its scrypt hash. A recovery asked for a name nobody has gets a row
    // too (no player, no message sent), so its answers and waits are those of a real one. Times are
    // on the sandbox's clock, in ms.
    sql: `
      CREATE INDEX players_phone ON players(phone);
      CREATE TABLE verification_codes (
        purpose         TEXT NOT NULL CHECK (purpose IN ('phone', 'reset')),
        subject         TEXT NOT NULL,
        player_id       INTEGER REFERENCES players(id) ON DELETE CASCADE,
        target          TEXT NOT NULL,
        code_salt       TEXT NOT NULL,
        code_hash       TEXT NOT NULL,
        sent_at_ms      INTEGER NOT NULL,
        expires_at_ms   INTEGER NOT NULL,
        tries_left      INTEGER NOT NULL CHECK (tries_left >= 0),
        PRIMARY KEY (purpose, subject)
      );
      CREATE INDEX verification_codes_expiry ON verification_codes(expires_at_ms);
      CREATE TABLE outbox (
        id              INTEGER PRIMARY KEY,
        channel         TEXT NOT NULL CHECK (channel IN ('sms', 'mail')),
        recipient       TEXT NOT NULL,
        player_id       INTEGER REFERENCES players(id) ON DELETE SET NULL,
        subject         TEXT NOT NULL,
        body            TEXT NOT NULL,
        code            TEXT,
        sent_at_ms      INTEGER NOT NULL
      );
      CREATE INDEX outbox_recipient ON outbox(recipient, id DESC);
      CREATE TABLE bonuses (
        id              INTEGER PRIMARY KEY,
        player_id       INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        kind            TEXT NOT NULL,
        amount_minor    INTEGER NOT NULL CHECK (amount_minor > 0),
        status          TEXT NOT NULL CHECK (status IN ('active', 'used', 'expired', 'cancelled')),
        granted_at_ms   INTEGER NOT NULL,
        expires_at_ms   INTEGER NOT NULL
      );
      CREATE INDEX bonuses_player ON bonuses(player_id, id DESC);
      CREATE UNIQUE INDEX bonuses_one_trial ON bonuses(player_id) WHERE kind = 'trial';
      CREATE TABLE call_requests (
        id              INTEGER PRIMARY KEY,
        player_id       INTEGER REFERENCES players(id) ON DELETE SET NULL,
        name            TEXT NOT NULL,
        message         TEXT NOT NULL,
        contacts        TEXT NOT NULL,
        locale          TEXT NOT NULL,
        created_at_ms   INTEGER NOT NULL
      );
    `,
  },
  {
    version: 8,
    name: 'dashboard histories: financial records, where sessions came from',
    // The spec's enumerations as integers (status None 0 … Created 6, direction Deposit 1 / Withdraw 2,
    // processing Processing 1 … Expired 4), money in kuruş, times in ms. Sessions made before keep
    // null device columns and read their start as their last use.
    sql: `
      ALTER TABLE sessions ADD COLUMN last_used_at INTEGER;
      ALTER TABLE sessions ADD COLUMN user_agent TEXT;
      ALTER TABLE sessions ADD COLUMN address TEXT;
      CREATE INDEX sessions_player_start ON sessions(player_id, created_at DESC) WHERE kind = 'player';
      CREATE TABLE financial_records (
        id              INTEGER PRIMARY KEY,
        player_id       INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        direction       INTEGER NOT NULL CHECK (direction IN (1, 2)),
        amount_minor    INTEGER NOT NULL CHECK (amount_minor > 0),
        method_id       INTEGER,
        method_name     TEXT NOT NULL,
        status          INTEGER NOT NULL CHECK (status BETWEEN 0 AND 6),
        processing_status INTEGER NOT NULL CHECK (processing_status BETWEEN 1 AND 4),
        reference       TEXT,
        created_at_ms   INTEGER NOT NULL,
        updated_at_ms   INTEGER NOT NULL CHECK (updated_at_ms >= created_at_ms)
      );
      CREATE INDEX financial_records_player_time ON financial_records(player_id, created_at_ms DESC, id DESC);
      CREATE INDEX bonuses_player_time ON bonuses(player_id, granted_at_ms DESC, id DESC);
      CREATE INDEX casino_rounds_player_time ON casino_rounds(player_id, created_at DESC, id DESC);
    `,
  },
  {
    version: 9,
    name: 'payments: orders behind financial records, idempotent payment requests',
    // An order is what the payment flow keeps beside the books: the request's language (for the
    // notifications that follow) and, for methods with a payment page, the SHA-256 of the page's
    // token and when the page expires.
    sql: `
      CREATE TABLE payment_orders (
        record_id       INTEGER PRIMARY KEY REFERENCES financial_records(id) ON DELETE CASCADE,
        locale          TEXT NOT NULL,
        page_token_hash TEXT UNIQUE,
        page_expires_ms INTEGER
      );
      CREATE TABLE payment_requests (
        player_id       INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        idempotency_key TEXT NOT NULL,
        body_hash       TEXT NOT NULL,
        answer          TEXT NOT NULL,
        created_at_ms   INTEGER NOT NULL,
        PRIMARY KEY (player_id, idempotency_key)
      );
      CREATE INDEX financial_records_pending ON financial_records(player_id, status) WHERE status IN (2, 6);
    `,
  },
  {
    version: 10,
    name: 'payment references unique',
    // The operator matches bank transfers by reference. References were three random bytes, which
    // repeated; a repeat kept from then gets its record's id appended, so the index can hold.
    sql: `
      UPDATE financial_records SET reference = reference || '-' || id
        WHERE reference IN (SELECT reference FROM financial_records WHERE reference IS NOT NULL GROUP BY reference HAVING COUNT(*) > 1);
      CREATE UNIQUE INDEX financial_records_reference ON financial_records(reference) WHERE reference IS NOT NULL;
    `,
  },
];

/** Applies every migration the database has not seen yet, each in its own transaction. */
export function migrate(db: DatabaseSync): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').all().map((row) => Number(row.version)),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const newlyApplied: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    transaction(db, () => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    });
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}

/** Drops every table (data and schema), leaving an empty database for `migrate`. */
export function dropAll(db: DatabaseSync): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all()
    .map((row) => String(row.name));
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    transaction(db, () => {
      for (const table of tables) db.exec(`DROP TABLE IF EXISTS "${table}"`);
    });
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
}
