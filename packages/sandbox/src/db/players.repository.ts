import type { DatabaseSync } from 'node:sqlite';
import { phoneForms } from '../account/phone.number.ts';
import { foldEmail, foldUsername } from '../players/username.fold.ts';
import { transaction } from './database.ts';

/** A player as the sandbox stores it; money in major units (TRY), rounded to kuruş. */
export interface Player {
  id: number;
  username: string;
  email: string;
  passwordSalt: string;
  passwordHash: string;
  name: string;
  surname: string;
  phone: string;
  personalNo: string | null;
  countryId: number;
  currencyId: number;
  birthDate: string | null;
  group: number;
  usercode: string;
  balance: number;
  smsVerified: boolean;
  betsyUrl: string;
  betcoUrl: string;
  trialBonus: number;
  refId: number | null;
  partner: string | null;
  subid: string | null;
  source: string | null;
  createdAt: string;
}

export type NewPlayer = Omit<Player, 'id' | 'usercode' | 'createdAt' | 'group' | 'balance' | 'smsVerified' | 'betsyUrl' | 'betcoUrl'> &
  Partial<Pick<Player, 'group' | 'balance' | 'smsVerified' | 'betsyUrl' | 'betcoUrl'>>;

/** Player numbers start here so a usercode always has seven digits. */
const USERCODE_BASE = 1_000_000;

const toMinor = (amount: number): number => Math.round(amount * 100);

function toPlayer(row: Record<string, unknown>): Player {
  const text = (value: unknown): string | null => (value === null ? null : String(value));
  return {
    id: Number(row.id),
    username: String(row.username),
    email: String(row.email),
    passwordSalt: String(row.password_salt),
    passwordHash: String(row.password_hash),
    name: String(row.name),
    surname: String(row.surname),
    phone: String(row.phone),
    personalNo: text(row.personal_no),
    countryId: Number(row.country_id),
    currencyId: Number(row.currency_id),
    birthDate: text(row.birth_date),
    group: Number(row.group_id),
    usercode: String(row.usercode),
    balance: Number(row.balance_minor) / 100,
    smsVerified: row.sms_verified === 1,
    betsyUrl: String(row.betsy_url),
    betcoUrl: String(row.betco_url),
    trialBonus: Number(row.trial_bonus),
    refId: row.ref_id === null ? null : Number(row.ref_id),
    partner: text(row.partner),
    subid: text(row.subid),
    source: text(row.source),
    createdAt: String(row.created_at),
  };
}

export class PlayersRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  findById(id: number): Player | null {
    const row = this.#db.prepare('SELECT * FROM players WHERE id = ?').get(id);
    return row ? toPlayer(row) : null;
  }

  /** Case-insensitive, Turkish-aware (see {@link foldUsername}). */
  findByUsername(username: string): Player | null {
    const row = this.#db.prepare('SELECT * FROM players WHERE username_key = ?').get(foldUsername(username));
    return row ? toPlayer(row) : null;
  }

  isEmailTaken(email: string): boolean {
    return this.#db.prepare('SELECT 1 FROM players WHERE email_key = ?').get(foldEmail(email)) !== undefined;
  }

  /** The player with this number, however either of them wrote it (`5321234567` is `905321234567`). */
  findByPhone(phone: string): Player | null {
    const forms = phoneForms(phone);
    const row = this.#db.prepare(`SELECT * FROM players WHERE phone IN (${forms.map(() => '?').join(', ')}) ORDER BY id LIMIT 1`).get(...forms);
    return row ? toPlayer(row) : null;
  }

  /** Stores a phone number the player proved is theirs. */
  setVerifiedPhone(id: number, phone: string): void {
    this.#db.prepare('UPDATE players SET phone = ?, sms_verified = 1 WHERE id = ?').run(phone, id);
  }

  setPassword(id: number, password: { salt: string; hash: string }): void {
    this.#db.prepare('UPDATE players SET password_salt = ?, password_hash = ? WHERE id = ?').run(password.salt, password.hash, id);
  }

  insert(player: NewPlayer): Player {
    return transaction(this.#db, () => {
      const next = this.#db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM players').get();
      const id = Number(next?.id);
      this.#db
        .prepare(
          `INSERT INTO players (id, username, username_key, email, email_key, password_salt, password_hash,
             name, surname, phone, personal_no, country_id, currency_id, birth_date, group_id, usercode,
             balance_minor, sms_verified, betsy_url, betco_url, trial_bonus, ref_id, partner, subid, source,
             created_at)
           VALUES (:id, :username, :usernameKey, :email, :emailKey, :passwordSalt, :passwordHash,
             :name, :surname, :phone, :personalNo, :countryId, :currencyId, :birthDate, :group, :usercode,
             :balanceMinor, :smsVerified, :betsyUrl, :betcoUrl, :trialBonus, :refId, :partner, :subid, :source,
             :createdAt)`,
        )
        .run({
          id,
          username: player.username,
          usernameKey: foldUsername(player.username),
          email: player.email.trim(),
          emailKey: foldEmail(player.email),
          passwordSalt: player.passwordSalt,
          passwordHash: player.passwordHash,
          name: player.name,
          surname: player.surname,
          phone: player.phone,
          personalNo: player.personalNo,
          countryId: player.countryId,
          currencyId: player.currencyId,
          birthDate: player.birthDate,
          group: player.group ?? 1,
          usercode: String(USERCODE_BASE + id),
          balanceMinor: toMinor(player.balance ?? 0),
          smsVerified: player.smsVerified ? 1 : 0,
          betsyUrl: player.betsyUrl ?? '',
          betcoUrl: player.betcoUrl ?? '',
          trialBonus: player.trialBonus,
          refId: player.refId,
          partner: player.partner,
          subid: player.subid,
          source: player.source,
          createdAt: new Date().toISOString(),
        });
      const created = this.findById(id);
      if (!created) throw new Error(`player ${id} vanished right after insert`);
      return created;
    });
  }

  setBalance(id: number, balance: number): void {
    this.#db.prepare('UPDATE players SET balance_minor = ? WHERE id = ?').run(toMinor(balance), id);
  }

  /** The balance in kuruş. */
  balanceMinor(id: number): number {
    return Number(this.#db.prepare('SELECT balance_minor FROM players WHERE id = ?').get(id)?.balance_minor ?? 0);
  }

  /** Takes `minor` kuruş off the balance in one statement, only when that leaves it at 0 or more; false otherwise. */
  debit(id: number, minor: number): boolean {
    const { changes } = this.#db
      .prepare('UPDATE players SET balance_minor = balance_minor - ? WHERE id = ? AND balance_minor >= ?')
      .run(minor, id, minor);
    return Number(changes) === 1;
  }

  credit(id: number, minor: number): void {
    this.#db.prepare('UPDATE players SET balance_minor = balance_minor + ? WHERE id = ?').run(minor, id);
  }
}
