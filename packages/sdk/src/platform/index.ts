export { defaultPlatform } from './browserPlatform';
export { createMemoryStorage } from './memoryStorage';
export { createOynaStorage } from './oynaStorage';
export type { OynaStorage } from './oynaStorage';
export type { Platform, StorageLike, WindowMessage } from './platform.types';
export { SessionStorageKey, StorageKey } from './storage.keys';
export { OfflineWebSocket } from './offlineWebSocket';
