export { afterPaint } from './afterPaint';
export { createMemoryStorage } from './memoryStorage';
export type { OynaStorage } from './oynaStorage';
export type { DeviceFingerprint, Platform, StorageLike, WindowMessage } from './platform.types';
export { thumbmarkFingerprint } from './thumbmark.fingerprint';
export type { ThumbmarkFingerprintOptions } from './thumbmark.fingerprint';
export { SessionStorageKey, StorageKey } from './storage.keys';
export { OfflineWebSocket } from './offlineWebSocket';
