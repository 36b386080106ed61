import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { skeletonBlock } from '../../shared/skeleton.css';
import { themeContract as vars } from '../../theme/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: vars.space.md } },
});

export const skeletonTile = style([skeletonBlock, { aspectRatio: '4 / 3.9', borderRadius: vars.radius.md }]);
