import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

/** The index of the snap a carousel shows, kept up to date as it is swiped, moved or set up again. */
export function useSelectedSnap(embla: UseEmblaCarouselType[1]): number {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const update = () => setCurrent(embla.selectedScrollSnap());
    update();
    embla.on('select', update).on('reInit', update);
    return () => void embla.off('select', update).off('reInit', update);
  }, [embla]);
  return current;
}
