import type { WebSocket } from 'ws';
import { HubConnection, type HubIdentity, type HubName } from './hub.connection.ts';
import type { Locale } from '../i18n/locale.ts';

export interface HubRegistryOptions {
  pingIntervalMs: number;
  clientTimeoutMs?: number;
  handshakeTimeoutMs?: number;
  /** Whether a token's session can still be used: a connection whose session ended is closed. @default always */
  isSessionActive?: (tokenHash: string) => boolean;
}

/** Who a push goes to: everyone on the hub, or one player's connections, or one language's. */
export interface PushAudience {
  playerId?: number;
  locale?: Locale;
}

/** ASP.NET Core SignalR's defaults: a silent client is dropped after 30 s, a handshake waits 15 s. */
const DEFAULT_CLIENT_TIMEOUT_MS = 30_000;
const DEFAULT_HANDSHAKE_TIMEOUT_MS = 15_000;

/** Every live hub connection, for pushing to players and for dropping them on demand. */
export class HubRegistry {
  readonly #connections = new Set<HubConnection>();
  readonly #options: Required<HubRegistryOptions>;

  constructor(options: HubRegistryOptions) {
    this.#options = {
      clientTimeoutMs: DEFAULT_CLIENT_TIMEOUT_MS,
      handshakeTimeoutMs: DEFAULT_HANDSHAKE_TIMEOUT_MS,
      isSessionActive: () => true,
      ...options,
    };
  }

  accept(socket: WebSocket, identity: HubIdentity): HubConnection {
    const connection = new HubConnection(socket, identity, {
      ...this.#options,
      onClosed: (closed) => this.#connections.delete(closed),
    });
    this.#connections.add(connection);
    return connection;
  }

  /** Pushes `NotifyMessage(command, message)`; returns how many connections received it. */
  push(hub: HubName, command: string, message: string, audience: PushAudience = {}): number {
    let delivered = 0;
    for (const connection of this.#select(hub, audience)) {
      if (connection.push(command, message)) delivered += 1;
    }
    return delivered;
  }

  /** How many connections a hub has (open or still shaking hands). */
  count(hub: HubName): number {
    return this.#select(hub, {}).length;
  }

  /** Cuts connections without a goodbye (all hubs when none is named); returns how many. */
  drop(hub?: HubName): number {
    const victims = [...this.#connections].filter((connection) => !hub || connection.identity.hub === hub);
    for (const connection of victims) connection.terminate();
    return victims.length;
  }

  /** Closes the connections opened with one token (its session ended); they may not reconnect. */
  closeSession(tokenHash: string, reason: string): number {
    const ended = [...this.#connections].filter((connection) => connection.identity.tokenHash === tokenHash);
    for (const connection of ended) connection.close(reason, false);
    return ended.length;
  }

  /** Closes every connection, telling clients whether reconnecting makes sense. */
  closeAll(reason?: string, allowReconnect = true): number {
    const all = [...this.#connections];
    for (const connection of all) connection.close(reason, allowReconnect);
    return all.length;
  }

  /** Closes every connection for a server shutdown, cutting off clients slower than `graceMs`. */
  async shutdown(reason: string, graceMs = 1000): Promise<void> {
    await Promise.all([...this.#connections].map((connection) => connection.shutdown(reason, graceMs)));
  }

  #select(hub: HubName, audience: PushAudience): HubConnection[] {
    return [...this.#connections].filter(
      (connection) =>
        connection.identity.hub === hub &&
        (audience.playerId === undefined || connection.identity.playerId === audience.playerId) &&
        (audience.locale === undefined || connection.identity.locale === audience.locale),
    );
  }
}
