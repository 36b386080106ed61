import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.bottomBar,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  minHeight: vars.size.bottomBarHeight,
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  background: vars.color.surfaceRaised,
  borderBlockStart: border.hairline,
  boxShadow: vars.shadow.lg,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.bottomBarHeight,
  paddingInline: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[aria-current="page"]': { color: vars.color.accent },
  },
});

export const amount = style({
  fontFamily: vars.font.family.numeric,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const deposit = style({ color: vars.color.accent });
