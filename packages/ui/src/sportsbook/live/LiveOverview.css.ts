import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';
import { rowsLabel } from '../shared/sportsbook.css';
import { OVERVIEW_ROW_HEIGHT } from './liveOverview.model';

export const overview = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignContent: 'start',
  minWidth: 0,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
});

export const sports = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const sport = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: border.hairline,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
  },
});

export const sportCount = style({ fontSize: vars.font.size.xs, fontVariantNumeric: 'tabular-nums', opacity: 0.85 });

export const notice = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});

export const list = style({ position: 'relative', minWidth: 0 });

export const rows = style({ position: 'relative', width: '100%' });

export const slot = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: '100%',
  display: 'grid',
  paddingBlockEnd: vars.space.xs,
  overflow: 'hidden',
});

export const league = style([rowsLabel, { display: 'flex', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.sm }]);

export const event = recipe({
  base: {
    display: 'grid',
    alignItems: 'center',
    columnGap: vars.space.sm,
    rowGap: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceRaised,
  },
  variants: {
    layout: {
      roomy: {
        gridTemplateColumns: '32px minmax(0, 1fr) minmax(0, 300px) 48px',
        gridTemplateAreas: '"star match odds more"',
        blockSize: `${OVERVIEW_ROW_HEIGHT.roomy - 4}px`,
      },
      stacked: {
        gridTemplateColumns: '32px minmax(0, 1fr) auto',
        gridTemplateAreas: '"star match more" "odds odds odds"',
        alignContent: 'center',
        blockSize: `${OVERVIEW_ROW_HEIGHT.stacked - 4}px`,
      },
    },
  },
});

export const star = style({ gridArea: 'star' });

export const match = style({
  gridArea: 'match',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"teams score" "clock clock"',
  columnGap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  lineHeight: vars.font.lineHeight.tight,
  selectors: { '&:hover': { color: vars.color.accent } },
});


export const more = style({
  gridArea: 'more',
  justifySelf: 'end',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text } },
});
