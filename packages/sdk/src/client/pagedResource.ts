import type { OynaClient } from './createOyna';
import { createResource, type Resource, type ResourceSettings } from './resource';

/** One page of a list the server pages: its items, how many there are in all, and how many pages that makes (at least one). */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly pageCount: number;
}

/** The rows a page asks the server for. */
export interface PageWindow {
  skip: number;
  take: number;
}

/** A {@link Resource} of a paged list: `query.page` (from 0) picks the page, `pageSize` rows each. */
export function createPagedResource<T, Q extends { page: number }>(
  client: OynaClient,
  pageSize: number,
  fetchPage: (query: Q, window: PageWindow, signal: AbortSignal) => Promise<{ total: number; items: readonly T[] }>,
  settings?: ResourceSettings<Q>,
): Resource<Page<T>, Q> {
  return createResource(
    client,
    async (query, signal) => {
      const { total, items } = await fetchPage(query, { skip: query.page * pageSize, take: pageSize }, signal);
      return { items, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
    },
    settings,
  );
}
