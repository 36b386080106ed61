/** The lobby search waits this long after the last key press before asking the server, in ms. */
export const GAME_SEARCH_DEBOUNCE_MS = 400;
/** The shortest lobby search sent to the server: one letter matches nearly every game. */
export const GAME_SEARCH_MIN_LENGTH = 2;
/** How often the jackpot cards are refreshed while a page shows them and is visible, in ms. */
export const JACKPOT_REFRESH_MS = 30_000;
