import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';

export const box = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  minHeight: vars.size.controlSm,
  borderRadius: vars.radius.sm,
  border: border.hairline,
  background: vars.color.surface,
  selectors: { '&:focus-within': { borderColor: vars.color.focus } },
});

export const currency = style({ paddingInlineStart: vars.space.sm, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const input = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  selectors: { '&:focus': { outline: 'none' }, '&::placeholder': { color: vars.color.textMuted } },
});
