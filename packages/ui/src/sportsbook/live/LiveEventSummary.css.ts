import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeContract as vars } from '../../theme/theme.css';

// Placed by grid areas of the link around them: "teams score" over "clock clock".
export const teams = recipe({
  base: { gridArea: 'teams', display: 'grid', minWidth: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.tight },
  variants: { size: { compact: {}, roomy: { fontWeight: vars.font.weight.medium } } },
});

export const team = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const score = recipe({
  base: {
    gridArea: 'score',
    alignSelf: 'center',
    color: vars.color.accent,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: { size: { compact: { fontSize: vars.font.size.sm }, roomy: {} } },
});

export const clock = style({
  gridArea: 'clock',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.success,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
});

export const lock = style({ color: vars.color.textMuted });
