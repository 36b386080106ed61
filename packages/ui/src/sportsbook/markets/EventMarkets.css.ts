import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeContract as vars } from '../../theme/theme.css';
import { raisedCard } from '../../theme/tokens';

export const list = style({ display: 'grid', gap: vars.space.sm });

export const market = style({
  ...raisedCard,
});

export const chevron = style({ transition: 'transform 150ms' });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  fontWeight: vars.font.weight.medium,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

/** A settled market: its name and the note on one line, nothing to unfold. */
export const settled = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

globalStyle(`${market}:not([open]) ${chevron}`, { transform: 'rotate(-90deg)' });

export const grid = recipe({
  base: { display: 'grid', gap: vars.space.xs, padding: `0 ${vars.space.md} ${vars.space.md}` },
  variants: {
    columns: {
      0: { gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))' },
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
});

export const empty = style({ color: vars.color.textMuted, padding: vars.space.md });
