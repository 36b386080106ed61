import type { Bootstrap } from './bootstrap.schema';

/** The value of an enabled site option, or undefined when it is missing or switched off. */
export function siteOption(bootstrap: Pick<Bootstrap, 'siteOptionList'> | null | undefined, key: string) {
  const option = bootstrap?.siteOptionList.find((candidate) => candidate.key === key);
  return option?.status && option.value ? option.value : undefined;
}
