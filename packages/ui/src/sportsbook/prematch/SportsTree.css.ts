import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';

const plainList = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const tree = style({ ...plainList, display: 'grid', gap: vars.space.xxs });
export const groups = style({ ...plainList, display: 'grid', gap: vars.space.xxs, paddingInlineStart: vars.space.sm });
export const competitions = style({ ...plainList, display: 'grid', paddingInlineStart: vars.space.lg });

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
} as const;

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const sport = style({
  ...row,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
  },
});

export const group = style({
  ...row,
  fontSize: vars.font.size.sm,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
  },
});

export const competition = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const check = style({
  ...row,
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const box = style({ flexShrink: 0, width: '16px', height: '16px', margin: 0, accentColor: vars.color.accent });

export const label = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, fontVariantNumeric: 'tabular-nums' });

export const badge = style({
  minWidth: '20px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  selectors: { '&::before': { content: 'attr(data-count)' } },
});
