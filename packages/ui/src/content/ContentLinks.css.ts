import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';
import { focusRing, raisedCard } from '../theme/tokens';

export const section = style({ marginBlockEnd: vars.space.xl });

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'block',
  padding: vars.space.md,
  ...raisedCard,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': focusRing,
  },
});
