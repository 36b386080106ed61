import { cx } from '../theme/cx';
import * as css from './Logo.css';

export interface LogoProps {
  /** Height of the mark in CSS pixels. @default 28 */
  size?: number;
  /** Hide the wordmark on very narrow screens. @default false */
  compact?: boolean;
  className?: string;
}

/** The Oyna mark (a ball with a play arrow) and wordmark; decorative, so label the link around it. */
export function Logo({ size = 28, compact = false, className }: LogoProps) {
  return (
    <span className={cx(css.logo, className)} aria-hidden="true">
      <svg className={css.mark} width={size} height={size} viewBox="0 0 32 32" focusable="false">
        <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="3.5" />
        <path d="M13 10.5v11l9-5.5z" fill="currentColor" />
      </svg>
      <span className={cx(css.word, compact && css.compactWord)}>oyna</span>
    </span>
  );
}
