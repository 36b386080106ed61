import { useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';

/** A count of events: the number on screen, '12 events' to a screen reader. */
export function EventCount({ count, className }: { count: number; className?: string }) {
  const t = useT();
  return (
    <>
      <span className={className} aria-hidden="true">
        {count}
      </span>
      <span className={visuallyHidden}>, {t('prematch.eventCount', { count })}</span>
    </>
  );
}
