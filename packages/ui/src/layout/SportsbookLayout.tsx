import type { ReactNode } from 'react';
import { cx } from '../theme/cx';
import * as css from './SportsbookLayout.css';

export interface SportsbookLayoutProps {
  /** The live or prematch category panel: the left column. */
  panel?: ReactNode;
  /** The right column: the betslip's place, and the match tracker on live pages. */
  aside?: ReactNode;
  /** The page's own content, in the centre. */
  children?: ReactNode;
  /**
   * What a phone shows first in its one column: the panel (a list page) or the content (an event).
   * @default 'panel'
   */
  phoneFirst?: 'panel' | 'content';
  className?: string;
}

/**
 * The sportsbook's columns: panel, content and right column on wide screens; panel and content
 * with the right column under the content in between; one column on phones.
 */
export function SportsbookLayout({ panel, aside, children, phoneFirst = 'panel', className }: SportsbookLayoutProps) {
  return (
    <div className={cx(css.layout({ phoneFirst }), className)}>
      {panel ? <div className={css.panel}>{panel}</div> : null}
      <div className={css.content}>{children}</div>
      {aside ? <aside className={css.aside}>{aside}</aside> : null}
    </div>
  );
}
