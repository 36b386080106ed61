export { createOyna } from './client/createOyna';
export type { OynaClient } from './client/createOyna';
export { assetUrl } from './client/assetUrl';
export type { OynaConfig, ResolvedOynaConfig } from './client/oyna.config';
export {
  ApiError,
  FingerprintError,
  MalformedResponseError,
  NetworkError,
  OynaError,
  ValidationError,
  isOynaError,
} from './errors/oyna.errors';
export type { ActionFailure, FingerprintProblem } from './errors/oyna.errors';
export type { AuthData } from './client/auth.schema';
export type { OynaEventListener, OynaEvents } from './client/events';
export { valueOf } from './client/loadable';
export type { Loadable } from './client/loadable';
export type { Page } from './client/pagedResource';
