import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.textMuted });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({
  width: '100%',
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: border.hairline,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  transition: 'border-color 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-visible': { borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    // A value shown, not asked for (a number locked after sign-up): no field to type in.
    '&[readonly]': { background: vars.color.surface, borderStyle: 'dashed' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 0.8 },
  },
});

export const withAction = style({ paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space.sm})` });

export const action = style({ position: 'absolute', insetInlineEnd: vars.space.xs });

export const leading = style({ position: 'absolute', insetInlineStart: vars.space.md, color: vars.color.textMuted, pointerEvents: 'none' });

export const withLeading = style({ paddingInlineStart: `calc(${vars.space.md} + 1.25em)` });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  margin: 0,
  minBlockSize: '20px',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});
