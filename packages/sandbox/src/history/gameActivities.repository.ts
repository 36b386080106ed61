import type { DatabaseSync } from 'node:sqlite';
import type { TimeRange } from './history.schemas.ts';

/** A casino round of the demo games, with its game. */
export interface GameActivity {
  roundId: number;
  gameCode: string;
  gameName: string;
  providerId: number;
  stakeMinor: number;
  winMinor: number;
  balanceAfterMinor: number;
  playedAt: number;
}

export interface GameActivityPageQuery {
  range: TimeRange;
  skip: number;
  take: number;
}

const toActivity = (row: Record<string, unknown>): GameActivity => ({
  roundId: Number(row.id),
  gameCode: String(row.game_code),
  gameName: String(row.name),
  providerId: Number(row.provider_id),
  stakeMinor: Number(row.stake_minor),
  winMinor: Number(row.win_minor),
  balanceAfterMinor: Number(row.balance_after),
  playedAt: Number(row.created_at),
});

/** Game Activities: the player's casino rounds (`casino_rounds`, written by the demo games). */
export class GameActivitiesRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** A page of the player's rounds played within the range, newest first. */
  page(playerId: number, { range, skip, take }: GameActivityPageQuery): { total: number; items: GameActivity[] } {
    const where = 'r.player_id = :player AND (:from IS NULL OR r.created_at >= :from) AND (:to IS NULL OR r.created_at < :to)';
    const params = { player: playerId, from: range.from, to: range.to };
    const total = Number(this.#db.prepare(`SELECT COUNT(*) AS n FROM casino_rounds r WHERE ${where}`).get(params)?.n ?? 0);
    const rows = this.#db
      .prepare(
        `SELECT r.id, r.stake_minor, r.win_minor, r.balance_after, r.created_at, g.game_code, g.name, g.provider_id
         FROM casino_rounds r JOIN casino_games g ON g.id = r.game_id
         WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT :take OFFSET :skip`,
      )
      .all({ ...params, take, skip });
    return { total, items: rows.map(toActivity) };
  }
}
