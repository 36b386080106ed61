/** Where the site sends the back end's paths (`BackendPath`): the one setting that points it at a back end. */
export const BACKEND_ENV = 'OYNA_BACKEND_URL';
export const DEFAULT_BACKEND_URL = 'http://127.0.0.1:5050';

export function backendUrl(env: Record<string, string | undefined> = process.env): string {
  return env[BACKEND_ENV]?.trim() || DEFAULT_BACKEND_URL;
}
