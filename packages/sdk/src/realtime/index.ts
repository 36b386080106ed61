export { realtimeOf } from './realtime.store';
export type { CommandHandler, Realtime } from './realtime.store';
export { buildHubConnection } from './hub.transport';
export {
  ConnectionCommand,
  HUB_NAMES,
  KEEP_ALIVE_INTERVAL_MS,
  NOTIFY_METHOD,
  RECONNECT_DELAYS_MS,
  SERVER_TIMEOUT_MS,
  STATEFUL_RECONNECT_BUFFER_BYTES,
} from './realtime.constants';
export type { HubName } from './realtime.constants';
export { ConnectionState } from './realtime.enums';
