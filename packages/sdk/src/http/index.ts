export { createHttpClient, signOutOnUnauthorized } from './http.client';
export type {
  ApiResult,
  HttpClient,
  HttpContext,
  Query,
  RequestOptions,
  UnauthorizedContext,
  UnauthorizedPolicy,
} from './http.client';
export type { RawAnswer } from './send';
export { envelopeSchema } from './envelope.schema';
export type { Envelope } from './envelope.schema';
