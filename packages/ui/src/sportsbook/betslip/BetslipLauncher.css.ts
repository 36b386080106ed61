import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { themeContract as vars } from '../../theme/theme.css';

export const launcher = style({
  position: 'fixed',
  zIndex: vars.zIndex.bottomBar,
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: `calc(${vars.space.lg} + env(safe-area-inset-bottom))`,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentHover } },
  '@media': {
    // Above the phone's bottom bar.
    [media.mobile]: { insetBlockEnd: `calc(${vars.size.bottomBarHeight} + ${vars.space.md} + env(safe-area-inset-bottom))` },
    // Where the page has a right column, the slip is there instead.
    [media.full]: { display: 'none' },
  },
});

export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '24px',
  height: '24px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accentText,
  color: vars.color.accent,
  fontSize: vars.font.size.sm,
});
