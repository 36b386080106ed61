import { cx } from '../../theme/cx';
import * as css from './CarouselDots.css';

export interface CarouselDotsProps {
  /** How many slides (or snaps) the carousel has. */
  count: number;
  /** The one shown. */
  current: number;
  /** Each dot's accessible name: 'Show banner 2', 'Show the High Cash jackpot'. */
  labelOf(index: number): string;
  onSelect(index: number): void;
  className?: string;
}

/** A carousel's dots: one button per slide, the shown one marked current. */
export function CarouselDots({ count, current, labelOf, onSelect, className }: CarouselDotsProps) {
  return (
    <div className={cx(css.dots, className)}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={css.dot}
          aria-label={labelOf(index)}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
