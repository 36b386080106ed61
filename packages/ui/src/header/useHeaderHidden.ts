import { useEffect, useState } from 'react';
import { initialHeaderScroll, nextHeaderScroll } from './header.scroll';

/** Whether the sticky header should slide away, following the window's scroll position. */
export function useHeaderHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let state = { ...initialHeaderScroll, y: window.scrollY };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        state = nextHeaderScroll(state, window.scrollY);
        setHidden(state.hidden);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return hidden;
}
