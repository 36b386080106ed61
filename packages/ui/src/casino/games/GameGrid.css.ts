import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { skeletonBlock } from '../../shared/skeleton.css';
import { themeContract as vars } from '../../theme/theme.css';

export const grid = style({ position: 'relative', width: '100%' });

const gap = { gap: vars.space.sm, paddingBlockEnd: vars.space.sm, '@media': { [media.desktop]: { gap: vars.space.md, paddingBlockEnd: vars.space.md } } };

export const row = style({ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '100%', display: 'grid', ...gap });

export const skeleton = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: vars.space.md } },
});

export const skeletonTile = style([skeletonBlock, { aspectRatio: '4 / 3.9', borderRadius: vars.radius.md }]);
