import type { HubConnection } from '@microsoft/signalr';
import { map, type ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { onLoginChange } from '../client/onLoginChange';
import type { ConnectionState } from './realtime.enums';
import { buildHubConnection } from './hub.transport';
import { ConnectionCommand, HUB_NAMES, NOTIFY_METHOD, type HubName } from './realtime.constants';

export type CommandHandler = (message: string, hub: HubName) => void;

export interface Realtime {
  /** The state of each hub connection. */
  readonly $connections: ReadableAtom<Record<HubName, ConnectionState>>;
  /**
   * Subscribes to a server command (`NotifyMessage(command, message)`) or to a connection event
   * (`connected`, `error`, `disconnect`, `reconnected` with the connection id). Returns the unsubscribe. Domains
   * resync on the client's own `reconnected` event (`client.on('reconnected')`), which this
   * transport publishes.
   */
  on(command: string, handler: CommandHandler): () => void;
  /**
   * Keeps `hub` open for a guest too, on the anonymous token, until the returned release is called
   * (a player's hubs are open anyway). The live feed holds `sbnotify` so that scores and odds move
   * for everyone.
   */
  hold(hub: HubName): () => void;
  /** Opens the hubs: both for a player, the held ones for a guest; called by itself at login. */
  start(): Promise<void>;
  /** Closes both hubs; called by itself at logout. */
  stop(): Promise<void>;
}

const REALTIME = Symbol('oyna.realtime');

/** The live connection of a client. It follows the login: open while a player is logged in. */
export function realtimeOf(client: OynaClient): Realtime {
  return client.domain(REALTIME, createRealtime);
}

function createRealtime(client: OynaClient): Realtime {
  const $connections = map<Record<HubName, ConnectionState>>({
    frnotify: 'Disconnected',
    sbnotify: 'Disconnected',
  });
  const handlers = new Map<string, Set<CommandHandler>>();
  const connections = new Map<HubName, HubConnection>();
  const holds = new Map<HubName, number>();
  const wanted = (): HubName[] =>
    client.$auth.get() ? [...HUB_NAMES] : HUB_NAMES.filter((hub) => (holds.get(hub) ?? 0) > 0);
  let gaveUp = false;
  // Bumped by every stop, so a connection still being built for an older start is dropped.
  let generation = 0;

  function emit(command: string, message: string, hub: HubName) {
    for (const handler of handlers.get(command) ?? []) handler(message, hub);
  }

  function announceReconnected(hub: HubName, connectionId: string) {
    emit(ConnectionCommand.reconnected, connectionId, hub);
    client.emit('reconnected', { hub, connectionId });
  }

  async function connect(hub: HubName, fingerprint: string): Promise<HubConnection> {
    const connection = await buildHubConnection({
      url: new URL(hub, client.config.hubBase).href,
      fingerprint,
      locale: client.$locale.get(),
      token: () => client.$auth.get()?.token ?? client.anonymousToken(),
      WebSocket: client.platform.WebSocket,
    });
    connection.on(NOTIFY_METHOD, (command: unknown, message: unknown) => {
      if (typeof command !== 'string') return;
      emit(command, typeof message === 'string' ? message : JSON.stringify(message ?? null), hub);
    });
    connection.onreconnecting((error) => {
      $connections.setKey(hub, 'Reconnecting');
      emit(ConnectionCommand.error, error?.message ?? '', hub);
    });
    connection.onreconnected((connectionId) => {
      $connections.setKey(hub, 'Connected');
      announceReconnected(hub, connectionId ?? '');
    });
    connection.onclose((error) => {
      $connections.setKey(hub, 'Disconnected');
      if (connections.get(hub) !== connection) return;
      gaveUp = true;
      if (error) emit(ConnectionCommand.error, error.message, hub);
      emit(ConnectionCommand.disconnect, error?.message ?? '', hub);
    });
    return connection;
  }

  async function startHub(hub: HubName, fingerprint: string) {
    const started = generation;
    $connections.setKey(hub, 'Connecting');
    let connection: HubConnection;
    try {
      connection = await connect(hub, fingerprint);
    } catch (error) {
      // The SignalR client could not be loaded (offline, blocked): resume on online / visible.
      if (started !== generation) return;
      gaveUp = true;
      $connections.setKey(hub, 'Disconnected');
      emit(ConnectionCommand.error, error instanceof Error ? error.message : String(error), hub);
      return;
    }
    if (started !== generation) return;
    connections.set(hub, connection);
    try {
      await connection.start();
    } catch (error) {
      if (connections.get(hub) !== connection) return;
      // A failed first start is never retried by the client; resume on online / visible.
      gaveUp = true;
      $connections.setKey(hub, 'Disconnected');
      emit(ConnectionCommand.error, error instanceof Error ? error.message : String(error), hub);
      return;
    }
    if (connections.get(hub) !== connection) return;
    $connections.setKey(hub, 'Connected');
    emit(ConnectionCommand.connected, connection.connectionId ?? '', hub);
  }

  async function stop() {
    generation += 1;
    for (const hub of HUB_NAMES) if (!connections.has(hub)) $connections.setKey(hub, 'Disconnected');
    const closing = [...connections.entries()];
    connections.clear();
    gaveUp = false;
    await Promise.all(
      closing.map(async ([hub, connection]) => {
        $connections.setKey(hub, 'Disconnecting');
        await connection.stop().catch(() => {});
        $connections.setKey(hub, 'Disconnected');
      }),
    );
  }

  async function start() {
    const hubs = wanted();
    if (!hubs.length) return;
    await stop();
    const fingerprint = await client.fingerprint();
    await Promise.all(hubs.map((hub) => startHub(hub, fingerprint)));
  }

  const restart = () => (wanted().length ? start() : stop());

  async function resume() {
    if (!gaveUp || !wanted().length) return;
    gaveUp = false;
    await start();
    for (const [hub, connection] of connections) {
      if ($connections.get()[hub] === 'Connected') announceReconnected(hub, connection.connectionId ?? '');
    }
  }

  client.track(onLoginChange(client, () => void restart()));
  client.track(client.platform.onOnline(() => void resume()));
  client.track(client.platform.onVisible(() => void resume()));
  client.track(() => void stop());

  return {
    $connections,
    on(command, handler) {
      const set = handlers.get(command) ?? new Set();
      handlers.set(command, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    hold(hub) {
      holds.set(hub, (holds.get(hub) ?? 0) + 1);
      if (!client.$auth.get() && holds.get(hub) === 1) void restart();
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        holds.set(hub, (holds.get(hub) ?? 1) - 1);
        if (!client.$auth.get() && holds.get(hub) === 0) void restart();
      };
    },
    start,
    stop,
  };
}
