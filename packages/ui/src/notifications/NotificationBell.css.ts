import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { themeContract as vars } from '../theme/theme.css';

const shakeFrames = keyframes({
  '0%, 100%': { transform: 'rotate(0)' },
  '15%': { transform: 'rotate(16deg)' },
  '30%': { transform: 'rotate(-14deg)' },
  '45%': { transform: 'rotate(10deg)' },
  '60%': { transform: 'rotate(-8deg)' },
  '75%': { transform: 'rotate(4deg)' },
});

export const bell = style({ position: 'relative' });

/** Holds the badge against the bell icon, whatever the button around it looks like. */
export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const icon = style({ display: 'inline-flex', transformOrigin: '50% 10%' });

export const shaking = style({
  animation: `${shakeFrames} 700ms ease-in-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: '-7px',
  insetInlineStart: '12px',
  minWidth: '18px',
  height: '18px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.surface,
  fontSize: '11px',
  fontWeight: vars.font.weight.bold,
  lineHeight: '18px',
  textAlign: 'center',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  pointerEvents: 'none',
});
