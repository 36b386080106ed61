import { useT } from '../../provider/hooks';
import { cx } from '../../theme/cx';
import { skeletonBlock } from '../../shared/skeleton.css';
import * as css from './EventRowsSkeleton.css';

/** Grey rows where events will be, announced as loading. */
export function EventRowsSkeleton({ rows }: { rows: number }) {
  const t = useT();
  return (
    <div className={css.skeleton} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={cx(skeletonBlock, css.bar)} />
      ))}
    </div>
  );
}
