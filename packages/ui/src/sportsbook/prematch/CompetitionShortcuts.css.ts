import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const select = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-selected="true"]': { color: vars.color.accent, fontWeight: vars.font.weight.medium },
  },
});

export const name = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const check = style({ flexShrink: 0 });

export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, fontVariantNumeric: 'tabular-nums' });
