export { foldSearchText, matchesSearch } from './search.calc';
export type { SearchState } from './debouncedSearch.task';
