/** Rows on one page of a dashboard list. */
export const HISTORY_PAGE_SIZE = 10;
