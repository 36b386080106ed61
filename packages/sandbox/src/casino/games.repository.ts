import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/database.ts';
import { foldSearchText } from '../text/search.fold.ts';
import { CATALOGUE, type CatalogueGame, type GameKind } from './games.catalogue.ts';
import { PROVIDERS, type ProviderId } from './providers.ts';

/** A game as stored: the catalogue's game (its lobby order lives in its categories) with its row id and its own category's id. */
export interface GameRecord extends Omit<CatalogueGame, 'categories' | 'sort'> {
  id: number;
  systemCategory: number;
}

const COLUMNS = 'g.id, g.game_code, g.name, g.provider_id, g.kind, g.is_live, g.demo, g.system, g.product_id, g.system_category, g.has_art';

const toGame = (row: Record<string, unknown>): GameRecord => ({
  id: Number(row.id),
  gameCode: String(row.game_code),
  name: String(row.name),
  providerId: Number(row.provider_id) as ProviderId,
  kind: String(row.kind) as GameKind,
  live: row.is_live === 1,
  demo: row.demo === 'crash' ? 'crash' : 'slot',
  system: row.system === null ? null : Number(row.system),
  productId: row.product_id === null ? null : Number(row.product_id),
  systemCategory: Number(row.system_category),
  hasArt: row.has_art === 1,
});

/** True when the catalogue is empty: a new database, a reset, or one made before the casino existed. */
export const needsCatalogue = (db: DatabaseSync): boolean => db.prepare('SELECT 1 FROM casino_games LIMIT 1').get() === undefined;

/** Fills the catalogue: every game and the categories it is listed in. */
export function seedCatalogue(db: DatabaseSync): void {
  const insertGame = db.prepare(
    `INSERT INTO casino_games (game_code, name, name_key, provider_id, kind, is_live, demo, system, product_id, system_category, has_art, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCategory = db.prepare('INSERT INTO casino_game_categories (category_id, game_id) VALUES (?, ?)');
  transaction(db, () => {
    for (const game of CATALOGUE) {
      const [own] = game.categories;
      const { lastInsertRowid } = insertGame.run(
        game.gameCode,
        game.name,
        foldSearchText(game.name),
        game.providerId,
        game.kind,
        game.live ? 1 : 0,
        game.demo,
        game.system,
        game.productId,
        own ?? null,
        game.hasArt ? 1 : 0,
        game.sort,
      );
      for (const category of game.categories) insertCategory.run(category, lastInsertRowid);
    }
  });
}

/** The catalogue and the players' favourite games. */
export class GamesRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** The games listed in any of the categories, each once, in lobby order. */
  inCategories(categoryIds: readonly number[]): GameRecord[] {
    const placeholders = categoryIds.map(() => '?').join(', ');
    return this.#db
      .prepare(
        `SELECT ${COLUMNS} FROM casino_games g
         WHERE g.id IN (SELECT game_id FROM casino_game_categories WHERE category_id IN (${placeholders}))
         ORDER BY g.sort, g.id`,
      )
      .all(...categoryIds)
      .map(toGame);
  }

  /**
   * Games whose name or provider's name contains the text, ignoring case, accents and the Turkish
   * i's; names that start with it first, then lobby order. `live` narrows to live games or the rest.
   */
  search(text: string, live: boolean | undefined): GameRecord[] {
    const needle = foldSearchText(text);
    const providers = PROVIDERS.filter((provider) => foldSearchText(provider.name).includes(needle)).map((provider) => provider.id);
    return this.#db
      .prepare(
        `SELECT ${COLUMNS} FROM casino_games g
         WHERE (instr(g.name_key, :needle) > 0 OR g.provider_id IN (SELECT value FROM json_each(:providers)))
           AND (:live IS NULL OR g.is_live = :live)
         ORDER BY substr(g.name_key, 1, length(:needle)) <> :needle, g.sort, g.id`,
      )
      .all({ needle, providers: JSON.stringify(providers), live: live === undefined ? null : live ? 1 : 0 })
      .map(toGame);
  }

  findByCode(gameCode: string): GameRecord | null {
    const row = this.#db.prepare(`SELECT ${COLUMNS} FROM casino_games g WHERE g.game_code = ?`).get(gameCode);
    return row ? toGame(row) : null;
  }

  findById(id: number): GameRecord | null {
    const row = this.#db.prepare(`SELECT ${COLUMNS} FROM casino_games g WHERE g.id = ?`).get(id);
    return row ? toGame(row) : null;
  }

  /** Adds the game to the player's favourites or takes it out; answers whether it is one now. */
  toggleFavourite(playerId: number, gameId: number, now = Date.now()): boolean {
    return transaction(this.#db, () => {
      const removed = this.#db.prepare('DELETE FROM casino_favourites WHERE player_id = ? AND game_id = ?').run(playerId, gameId);
      if (Number(removed.changes) > 0) return false;
      this.#db.prepare('INSERT INTO casino_favourites (player_id, game_id, created_at) VALUES (?, ?, ?)').run(playerId, gameId, now);
      return true;
    });
  }

  /** The player's favourite games, the latest first. */
  favourites(playerId: number): GameRecord[] {
    return this.#db
      .prepare(
        `SELECT ${COLUMNS} FROM casino_favourites f JOIN casino_games g ON g.id = f.game_id
         WHERE f.player_id = ? ORDER BY f.created_at DESC, f.rowid DESC`,
      )
      .all(playerId)
      .map(toGame);
  }
}
