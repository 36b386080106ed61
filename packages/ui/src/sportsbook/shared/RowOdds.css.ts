import { recipe } from '@vanilla-extract/recipes';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';

// The width of the list itself, not the window: the sportsbook's side columns leave it far narrower
// than the screen. From here Double Chance joins Match Result (desktop).
const WIDE = '(min-width: 460px)';

export const odds = recipe({
  base: { gridArea: 'odds', display: 'grid', gap: vars.space.xs },
  variants: {
    columns: {
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
    // Match Result with Double Chance: six across where the list is wide enough.
    widens: {
      true: { '@container': { [WIDE]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } } },
      false: {},
    },
  },
});

export const odd = recipe({
  variants: {
    wideOnly: {
      true: { display: 'none', '@container': { [WIDE]: { display: 'inline-flex' } } },
      false: {},
    },
  },
});

/** A settled market's note, across the cells its odds would take. */
export const settled = recipe({
  base: {
    minHeight: vars.size.controlSm,
    borderRadius: vars.radius.sm,
    border: border.dashed,
  },
  variants: {
    span: { 1: {}, 2: { gridColumn: 'span 2' }, 3: { gridColumn: 'span 3' } },
    wideOnly: {
      true: { display: 'none', '@container': { [WIDE]: { display: 'inline-flex' } } },
      false: {},
    },
  },
});
