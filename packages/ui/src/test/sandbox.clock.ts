/** A Saturday afternoon, frozen: every ui test file's world, its live matches and prices are the same on every run. */
export const SANDBOX_CLOCK = '2026-03-14T15:07:00Z';
