import type { ReactNode } from 'react';
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
}

/** The page frame of an Oyna site: header, left menu, breadcrumbs, title, content and footer. */
export function AppLayout({ header, sidebar, footer, breadcrumbs, title, children, theme }: AppLayoutProps) {
  return (
    <OynaRoot theme={theme} className={css.page}>
      {header}
      <div className={css.body}>
        {sidebar}
        <div className={css.content}>
          <main id="main" className={css.main} tabIndex={-1}>
            {breadcrumbs}
            {title === undefined ? null : <h1 className={css.title}>{title}</h1>}
            {children}
          </main>
          {footer}
        </div>
      </div>
    </OynaRoot>
  );
}
