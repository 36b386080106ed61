import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { caps, raisedCard } from '../../theme/tokens';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  ...raisedCard,
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  ...caps,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const link = style({
  display: 'grid',
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const teams = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: vars.font.size.sm });
