import { useT } from '../provider/hooks';
import { Icon } from '../shared/Icon';
import * as css from './Breadcrumbs.css';

export interface BreadcrumbItem {
  /** Text shown, already in the player's language. */
  label: string;
  url: string;
}

export interface BreadcrumbsProps {
  /** The trail from the home page to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  className?: string;
}

/** The trail of the current page, last item highlighted and marked as the current page. */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  const t = useT();
  if (!items.length) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')} className={className}>
      <ol className={css.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.url}-${index}`} className={css.item}>
              {last ? (
                <a href={item.url} aria-current="page" className={css.current}>
                  {item.label}
                </a>
              ) : (
                <>
                  <a href={item.url} className={css.link}>
                    {item.label}
                  </a>
                  <Icon name="chevronRight" size={14} className={css.separator} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
