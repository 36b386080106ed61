export { realtimeOf } from './realtime.store';
export type { Realtime } from './realtime.store';
export type { HubName } from './realtime.constants';
export { ConnectionState } from './realtime.enums';
