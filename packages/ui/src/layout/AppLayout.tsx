import type { ReactNode } from 'react';
import { visuallyHidden } from '../shared/a11y.css';
import { OynaRoot } from '../theme/OynaRoot';
import * as css from './AppLayout.css';

export interface AppLayoutProps {
  /** The header row (sticky on its own). */
  header?: ReactNode;
  /** The left menu: a column on desktop, a drawer on phones. */
  sidebar?: ReactNode;
  /** Below the page content. */
  footer?: ReactNode;
  /** Everything after the page title: breadcrumbs go above it. */
  children?: ReactNode;
  /** Breadcrumbs, above the title. */
  breadcrumbs?: ReactNode;
  /** The page's one h1. */
  title?: ReactNode;
  /** Class of the theme to use. @default defaultTheme */
  theme?: string;
  /**
   * The page is one thing that takes the whole window below the header on desktop (a game being
   * played): its content stretches to the window's height and its title is read by assistive
   * technology only (the content names itself on screen).
   * @default false
   */
  fillWindow?: boolean;
}

/** The page frame of an Oyna site: header, left menu, breadcrumbs, title, content and footer. */
export function AppLayout({ header, sidebar, footer, breadcrumbs, title, children, theme, fillWindow = false }: AppLayoutProps) {
  return (
    <OynaRoot theme={theme} className={css.page}>
      {header}
      <div className={css.body}>
        {sidebar}
        <div className={css.content}>
          <main id="main" className={fillWindow ? `${css.main} ${css.fill}` : css.main} tabIndex={-1}>
            {breadcrumbs}
            {title === undefined ? null : <h1 className={fillWindow ? visuallyHidden : css.title}>{title}</h1>}
            {children}
          </main>
          {footer}
        </div>
      </div>
    </OynaRoot>
  );
}
