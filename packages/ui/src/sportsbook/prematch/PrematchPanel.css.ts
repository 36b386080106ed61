import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { caps, raisedCard } from '../../theme/tokens';

export const panel = style({
  display: 'grid',
  // Nothing inside (a long name, the search box's own size) may widen the column.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.md,
  ...raisedCard,
});

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs });

export const sectionHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  ...caps,
});

export const empty = style({ margin: 0, paddingInline: vars.space.sm, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const clearAll = style({ color: vars.color.danger, paddingInline: vars.space.sm });

export const refreshing = style({ opacity: 0.6, transition: 'opacity 150ms ease' });

// Rows as tall and as far apart as the competitions' (CompetitionShortcuts.css), so the loaded list takes the placeholder's room.
export const skeleton = style({ display: 'grid', gap: vars.space.xxs });

export const skeletonRow = style({ height: vars.size.controlSm });
