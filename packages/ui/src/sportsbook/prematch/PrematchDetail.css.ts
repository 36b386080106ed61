import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { raisedCard } from '../../theme/tokens';

export const detail = style({ display: 'grid', gap: vars.space.lg });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifySelf: 'start',
  color: vars.color.accent,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const head = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  ...raisedCard,
});

export const competition = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const titleRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const teams = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });

export const kickoff = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const kickoffLabel = style({ fontWeight: vars.font.weight.medium });
