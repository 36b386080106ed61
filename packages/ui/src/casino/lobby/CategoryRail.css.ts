import { globalStyle, style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { border, focusRing } from '../../theme/tokens';

export const rail = style({
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  scrollSnapType: 'x proximity',
  marginInline: `calc(-1 * ${vars.space.xs})`,
  paddingInline: vars.space.xs,
});

export const list = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: `${vars.space.xxs} 0`, listStyle: 'none' });

// Tabs keep their full names; the row scrolls instead.
globalStyle(`${list} > li`, { flex: '0 0 auto' });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  border: border.hairline,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  scrollSnapAlign: 'start',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-pressed="true"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
    '&:focus-visible': focusRing,
  },
});

globalStyle(`${tab}[aria-pressed="true"] svg`, { fill: 'currentColor' });

export const icon = style({ width: '24px', height: '24px', borderRadius: vars.radius.sm, objectFit: 'cover' });
