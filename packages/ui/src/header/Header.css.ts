import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surfaceRaised,
  borderBlockEnd: border.hairline,
  boxShadow: vars.shadow.md,
  transition: 'transform 250ms ease',
  selectors: {
    // A keyboard user tabbing into a hidden header must see where focus is.
    '&[data-hidden="true"]:not(:focus-within)': { transform: 'translateY(-100%)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.headerHeight,
  paddingInline: vars.space.sm,
  '@media': { [media.desktop]: { paddingInline: vars.space.xl, gap: vars.space.md } },
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  '@media': { [media.desktop]: { gap: vars.space.sm } },
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.md,
  paddingInline: vars.space.xs,
});

// Doubled selectors so these win over the button recipe's `display` whatever the stylesheet order.
/** Shown below 900 px only. */
export const mobileOnly = style({
  '@media': { [media.desktop]: { selectors: { '&&': { display: 'none' } } } },
});

/** Shown from 900 px up only. */
export const desktopOnly = style({
  '@media': { [media.mobile]: { selectors: { '&&': { display: 'none' } } } },
});

export const balance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: border.hairline,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const balanceIcon = style({ color: vars.color.accent });

export const user = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '160px',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const userName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const crown = style({ color: vars.color.accent });

export const divider = style({
  width: '1px',
  alignSelf: 'stretch',
  marginBlock: vars.space.md,
  background: vars.color.border,
});

/** Phones only: the header's links that do not fit the bar, under it, with their words. */
export const quickLinks = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderBlockStart: border.hairline,
  '@media': { [media.desktop]: { display: 'none' } },
});
