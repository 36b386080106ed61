import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { themeContract as vars } from '../theme/theme.css';
import { clearance } from '../theme/tokens';

// On wide screens the side columns stay in view while the content scrolls.
const sticky = {
  position: 'sticky',
  insetBlockStart: clearance.header,
  maxBlockSize: `calc(100dvh - ${vars.size.headerHeight} - 2 * ${vars.space.md})`,
  overflowY: 'auto',
} as const;

// Sticky makes the panel its own stacking layer: lifted above the content, so what opens from the
// panel (the team search results) is not painted under the content beside it.
export const panel = style({ gridArea: 'panel', minWidth: 0, '@media': { [media.desktop]: { ...sticky, zIndex: 1 } } });
export const content = style({ gridArea: 'content', minWidth: 0 });
export const aside = style({
  gridArea: 'aside',
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  '@media': { [media.full]: sticky },
});

export const layout = recipe({
  base: {
    display: 'grid',
    gap: vars.space.md,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media': {
      [media.desktop]: {
        gridTemplateColumns: '260px minmax(0, 1fr)',
        gridTemplateAreas: '"panel content" "panel aside"',
      },
      [media.full]: {
        gridTemplateColumns: '260px minmax(0, 1fr) 300px',
        gridTemplateAreas: '"panel content aside"',
      },
    },
  },
  variants: {
    phoneFirst: {
      panel: { '@media': { [media.mobile]: { gridTemplateAreas: '"panel" "content" "aside"' } } },
      content: { '@media': { [media.mobile]: { gridTemplateAreas: '"content" "aside" "panel"' } } },
    },
  },
});
