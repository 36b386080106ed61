import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useContext, type ReactNode } from 'react';
import { OynaContext } from '../provider/OynaProvider';
import { cx } from './cx';
import { root } from './reset.css';
import { defaultTheme } from './theme.css';

export interface OynaRootProps {
  /**
   * Class name of a theme made with `createTheme(themeContract, ...)`.
   * @default defaultTheme
   */
  theme?: string;
  /** Extra class names for the wrapper. */
  className?: string;
  children?: ReactNode;
}

const noLocale = atom<string | undefined>(undefined);

/**
 * The wrapper every Oyna widget renders inside: it carries the theme variables and the scoped
 * reset, and, inside `<OynaProvider>`, the active language (so Turkish İ/ı case rules apply).
 */
export function OynaRoot({ theme = defaultTheme, className, children }: OynaRootProps) {
  const client = useContext(OynaContext);
  const locale = useStore(client?.$locale ?? noLocale);
  return (
    <div className={cx(theme, root, className)} lang={locale}>
      {children}
    </div>
  );
}
