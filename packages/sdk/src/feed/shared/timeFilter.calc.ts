/** Prematch time filters in hours; no filter ('All') is null. */
export const TIME_FILTER_HOURS = [6, 12, 24, 48] as const;
export type TimeFilterHours = (typeof TIME_FILTER_HOURS)[number];
export type TimeFilter = TimeFilterHours | null;

/** Reads the stored `filterbyhour` value; anything that is not one of the filters means All. */
export function parseTimeFilter(stored: string | number | null | undefined): TimeFilter {
  const hours = Number(stored);
  return (TIME_FILTER_HOURS as readonly number[]).includes(hours) ? (hours as TimeFilterHours) : null;
}

/** The filter button text: 'All' or '6H', '12H', ... */
export const timeFilterLabel = (filter: TimeFilter): string => (filter === null ? 'All' : `${filter}H`);

/** Query of GET feed/categorylist: `hour` only when a filter is chosen. */
export const categoryListQuery = (filter: TimeFilter): { hour?: number } =>
  filter === null ? {} : { hour: filter };
