import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const filter = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.xs,
  border: border.hairline,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-pressed="true"], &[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
  },
});
