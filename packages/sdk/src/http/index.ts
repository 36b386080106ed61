export { createHttpClient } from './http.client';
export type { ApiResult, HttpClient, HttpContext, Query, RequestOptions } from './http.client';
export { envelopeSchema } from './envelope.schema';
export type { Envelope } from './envelope.schema';
