export { createMemoryStorage } from './memoryStorage';
export type { OynaStorage } from './oynaStorage';
export type { Platform, StorageLike, WindowMessage } from './platform.types';
export { SessionStorageKey, StorageKey } from './storage.keys';
export { OfflineWebSocket } from './offlineWebSocket';
