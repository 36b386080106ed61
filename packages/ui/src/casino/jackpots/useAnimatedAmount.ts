import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../shared/reducedMotion';
import { tweenAmount } from './jackpotCards.model';

const COUNT_MS = 1200;

/** `value`, counted up (or down) from the last one shown over 1.2 s; at once under reduced motion. */
export function useAnimatedAmount(value: number): number {
  const [shown, setShown] = useState(value);
  const shownRef = useRef(value);
  useEffect(() => {
    const from = shownRef.current;
    const show = (next: number) => {
      shownRef.current = next;
      setShown(next);
    };
    if (from === value || prefersReducedMotion()) {
      show(value);
      return undefined;
    }
    const started = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const progress = (now - started) / COUNT_MS;
      show(tweenAmount(from, value, progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return shown;
}
