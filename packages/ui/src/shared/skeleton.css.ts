import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { themeContract as vars } from '../theme/theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } });

/** A grey placeholder block that pulses (still under reduced motion) where content will load. */
export const skeletonBlock = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
