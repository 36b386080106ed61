export { BackendPath } from './backend.paths';
export type { ApiResult, HttpClient, Query, RequestOptions, UnauthorizedPolicy } from './http.client';
