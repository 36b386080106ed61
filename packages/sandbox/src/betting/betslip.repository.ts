import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/database.ts';
import type { OddDescription } from './odd.quote.ts';
import { oddDescriptionFromRow } from './oddDescription.row.ts';

/** Whose slip: a guest's (their anonymous session) or a player's (whichever device they log in on). */
export type SlipOwner = { playerId: number } | { sessionHash: string };

/** A pick as the slip keeps it: its odd, the rate it was added at and the single stake typed for it. */
export interface Pick extends OddDescription {
  addedRateCenti: number;
  /** The single stake in kuruş; null until one is typed. */
  amountMinor: number | null;
}

export interface Slip {
  picks: Pick[];
  /** The multiple stake in kuruş; null until one is typed. */
  multipleMinor: number | null;
}

const toPick = (row: Record<string, unknown>): Pick => ({
  ...oddDescriptionFromRow(row),
  addedRateCenti: Number(row.added_rate_centi),
  amountMinor: row.amount_minor === null ? null : Number(row.amount_minor),
});

const ownerColumn = (owner: SlipOwner): ['player_id' | 'session_hash', number | string] =>
  'playerId' in owner ? ['player_id', owner.playerId] : ['session_hash', owner.sessionHash];

/** Betslips in SQLite: one per guest session or player, its picks in the order they were added. */
export class BetslipRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #slipId(owner: SlipOwner): number | null {
    const [column, value] = ownerColumn(owner);
    const row = this.#db.prepare(`SELECT id FROM betslips WHERE ${column} = ?`).get(value);
    return row ? Number(row.id) : null;
  }

  #ensureSlip(owner: SlipOwner): number {
    const existing = this.#slipId(owner);
    if (existing !== null) return existing;
    const [column, value] = ownerColumn(owner);
    return Number(this.#db.prepare(`INSERT INTO betslips (${column}) VALUES (?)`).run(value).lastInsertRowid);
  }

  slipOf(owner: SlipOwner): Slip {
    const [column, value] = ownerColumn(owner);
    const slip = this.#db.prepare(`SELECT id, multiple_minor FROM betslips WHERE ${column} = ?`).get(value);
    if (!slip) return { picks: [], multipleMinor: null };
    const picks = this.#db.prepare('SELECT * FROM betslip_picks WHERE slip_id = ? ORDER BY position, odd_id').all(Number(slip.id)).map(toPick);
    return { picks, multipleMinor: slip.multiple_minor === null ? null : Number(slip.multiple_minor) };
  }

  /** Adds a pick at the end of the slip (made when missing). */
  addPick(owner: SlipOwner, pick: Pick): void {
    transaction(this.#db, () => {
      const slipId = this.#ensureSlip(owner);
      this.#insertPick(slipId, pick, this.#lastPosition(slipId) + 1);
    });
  }

  #lastPosition(slipId: number): number {
    return Number(this.#db.prepare('SELECT COALESCE(MAX(position), 0) AS position FROM betslip_picks WHERE slip_id = ?').get(slipId)?.position);
  }

  #insertPick(slipId: number, pick: Pick, position: number): void {
    this.#db
      .prepare(
        `INSERT INTO betslip_picks (slip_id, odd_id, event_id, market_id, line, is_live, added_rate_centi, amount_minor,
           event_name, kickoff_ms, market_name_tr, market_name_en, odd_name_tr, odd_name_en, position)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        slipId, pick.oddId, pick.eventId, pick.marketId, pick.line, pick.isLive ? 1 : 0, pick.addedRateCenti, pick.amountMinor,
        pick.eventName, pick.kickoff, pick.marketName.tr, pick.marketName.en, pick.oddName.tr, pick.oddName.en, position,
      );
  }

  /** Removes the given picks; with no list, every pick and the multiple stake. */
  removePicks(owner: SlipOwner, oddIds?: readonly number[]): void {
    const slipId = this.#slipId(owner);
    if (slipId === null) return;
    transaction(this.#db, () => {
      if (!oddIds) {
        this.#db.prepare('DELETE FROM betslip_picks WHERE slip_id = ?').run(slipId);
        this.#db.prepare('UPDATE betslips SET multiple_minor = NULL WHERE id = ?').run(slipId);
        return;
      }
      const remove = this.#db.prepare('DELETE FROM betslip_picks WHERE slip_id = ? AND odd_id = ?');
      for (const oddId of oddIds) remove.run(slipId, oddId);
    });
  }

  setPickAmount(owner: SlipOwner, oddId: number, amountMinor: number | null): void {
    const slipId = this.#slipId(owner);
    if (slipId === null) return;
    this.#db.prepare('UPDATE betslip_picks SET amount_minor = ? WHERE slip_id = ? AND odd_id = ?').run(amountMinor, slipId, oddId);
  }

  setMultipleAmount(owner: SlipOwner, amountMinor: number | null): void {
    const slipId = this.#ensureSlip(owner);
    this.#db.prepare('UPDATE betslips SET multiple_minor = ? WHERE id = ?').run(amountMinor, slipId);
  }

  /** The rate the bettor has now seen for a pick (accepted or shown in a refusal). */
  setAddedRate(owner: SlipOwner, oddId: number, rateCenti: number): void {
    const slipId = this.#slipId(owner);
    if (slipId === null) return;
    this.#db.prepare('UPDATE betslip_picks SET added_rate_centi = ? WHERE slip_id = ? AND odd_id = ?').run(rateCenti, slipId, oddId);
  }

  /**
   * A guest logged in: their slip becomes the player's. The player's own picks and stakes stay;
   * the guest's picks are added after them (an odd already there is kept as the player had it)
   * while there is room for `maxPicks`; the guest's multiple stake is taken when the player had none.
   * Returns how many of the guest's picks found no room (the player must be told).
   */
  moveToPlayer(sessionHash: string, playerId: number, maxPicks: number): number {
    return transaction(this.#db, () => {
      const guestId = this.#slipId({ sessionHash });
      if (guestId === null) return 0;
      const guest = this.slipOf({ sessionHash });
      const playerSlipId = this.#ensureSlip({ playerId });
      const player = this.slipOf({ playerId });
      const held = new Set(player.picks.map((pick) => pick.oddId));
      let position = this.#lastPosition(playerSlipId);
      let leftOut = 0;
      for (const pick of guest.picks) {
        if (held.has(pick.oddId)) continue;
        if (held.size >= maxPicks) {
          leftOut += 1;
          continue;
        }
        position += 1;
        this.#insertPick(playerSlipId, pick, position);
        held.add(pick.oddId);
      }
      if (player.multipleMinor === null && guest.multipleMinor !== null) {
        this.#db.prepare('UPDATE betslips SET multiple_minor = ? WHERE id = ?').run(guest.multipleMinor, playerSlipId);
      }
      this.#db.prepare('DELETE FROM betslips WHERE id = ?').run(guestId);
      return leftOut;
    });
  }
}
