import type { MaskitoOptions } from '@maskito/core';
import { useEffect, useRef, useState } from 'react';

/**
 * Puts a Maskito mask on an input once the mask's code has loaded after first paint, for a field
 * that should not add the mask library to its page's first load (a filter the player may never
 * touch). Until then the field takes any typing, which the form checks anyway. Returns a ref for the
 * input.
 */
export function useDeferredMask(options: MaskitoOptions): (element: HTMLInputElement | null) => void {
  const [element, setElement] = useState<HTMLInputElement | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  useEffect(() => {
    if (!element) return;
    let mask: { destroy(): void } | null = null;
    let live = true;
    void import('@maskito/core').then(({ Maskito }) => {
      if (live) mask = new Maskito(element, optionsRef.current);
    });
    return () => {
      live = false;
      mask?.destroy();
    };
  }, [element]);
  return setElement;
}
