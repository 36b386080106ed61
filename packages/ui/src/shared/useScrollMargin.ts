import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The `scrollMargin` a window virtualiser needs for a list that starts down the page: where the list
 * starts, measured before paint and again whenever `remeasureOn` changes (what is above it may have grown).
 */
export function useScrollMargin(list: RefObject<HTMLElement | null>, remeasureOn: readonly unknown[]): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (list.current) setMargin(list.current.getBoundingClientRect().top + window.scrollY);
  }, remeasureOn);
  return margin;
}
