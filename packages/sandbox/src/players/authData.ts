import { randomBytes } from 'node:crypto';
import type { Player } from '../db/players.repository.ts';

/** The session data login and register return (stored by the site as `authData`). */
export interface AuthData {
  token: string;
  balance: number;
  username: string;
  group: number;
  usercode: string;
  betsyCid: string;
  betsyUrl: string;
  betsyToken: string;
  betcoToken: string;
  betcoUrl: string;
  smsVerified: boolean;
  phone: string;
  fingerprint: string;
}

/** A launch token for an embedded sportsbook provider, fresh for every login. */
const providerToken = (): string => randomBytes(18).toString('hex');

export function toAuthData(player: Player, token: string, fingerprint: string): AuthData {
  return {
    token,
    balance: player.balance,
    username: player.username,
    group: player.group,
    usercode: player.usercode,
    betsyCid: `oyna-${player.usercode}`,
    betsyUrl: player.betsyUrl,
    betsyToken: providerToken(),
    betcoToken: player.betcoUrl ? providerToken() : '',
    betcoUrl: player.betcoUrl,
    smsVerified: player.smsVerified,
    phone: player.phone,
    fingerprint,
  };
}
