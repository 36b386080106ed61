import { createContext, useContext } from 'react';

/** The element a widget renders in: host events start from it. */
export const ElementContext = createContext<HTMLElement | null>(null);

export function useElement(): HTMLElement {
  const element = useContext(ElementContext);
  if (!element) throw new Error('An Oyna element widget rendered outside its element.');
  return element;
}
