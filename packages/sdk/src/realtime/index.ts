export { realtimeOf } from './realtime.store';
export type { CommandHandler, Realtime } from './realtime.store';
export { ConnectionCommand } from './realtime.constants';
export type { HubName } from './realtime.constants';
export { ConnectionState } from './realtime.enums';
