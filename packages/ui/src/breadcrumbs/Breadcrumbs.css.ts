import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const link = style({
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const current = style({
  color: vars.color.accent,
  fontWeight: vars.font.weight.medium,
  paddingInline: vars.space.xxs,
});

export const separator = style({ color: vars.color.textMuted, opacity: 0.7 });
