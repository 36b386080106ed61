/**
 * Where an Oyna back end serves its three parts, from its root: the main API, the sportsbook API and
 * the real-time hubs. A client's bases default to them (relative to the page), and a host that
 * serves the back end on its own origin forwards exactly these paths.
 */
export const BackendPath = {
  api: '/api/',
  sbApi: '/sbapi/api/',
  hub: '/hub/',
} as const;
export type BackendPath = (typeof BackendPath)[keyof typeof BackendPath];
