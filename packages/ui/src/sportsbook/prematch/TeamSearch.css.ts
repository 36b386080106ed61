import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';

export const search = style({ position: 'relative' });

export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` } },
});

export const icon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const input = style({
  flex: 1,
  width: '100%',
  minWidth: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    // The box around it shows the focus.
    '&:focus-visible': { outline: 'none' },
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const clear = style({
  display: 'grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceHover } },
});

export const popup = style({
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  width: 'max-content',
  maxWidth: 'min(380px, calc(100vw - 16px))',
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
});

export const count = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const results = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const result = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceHover } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const teams = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

export const skeleton = style({ display: 'grid', gap: vars.space.xs, minWidth: '240px' });

export const skeletonRow = style({ height: '44px' });
