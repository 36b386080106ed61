import { loadedWhenShown } from '../../shared/loadedWhenShown';

/** Team search's results (see `TeamSearchResults.tsx`), loaded with the popper when a player first searches. */
export const TeamSearchResults = loadedWhenShown(() => import('./TeamSearchResults').then((module) => module.TeamSearchResults));
