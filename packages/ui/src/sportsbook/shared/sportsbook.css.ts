import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';

/** The small upper-case label over a run of rows: a league in the live overview, a day in prematch lists. */
export const rowsLabel = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** A section's heading row: its title, and its controls wrapping beside it. */
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });
