import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const mark = style({ color: vars.color.accent, flexShrink: 0 });

export const word = style({
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xl,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  lineHeight: 1,
});

/** Below 420 px only the mark shows, leaving room for the header's buttons. */
export const compactWord = style({
  '@media': { 'screen and (max-width: 420px)': { display: 'none' } },
});
