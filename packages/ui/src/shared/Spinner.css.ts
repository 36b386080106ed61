import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  animation: `${spin} 800ms linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2400ms' } },
});
