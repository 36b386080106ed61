import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { clearance, raisedCard } from '../../theme/tokens';
import { sectionHead, sectionTitle } from '../shared/sportsbook.css';

export const root = style({
  // Clear of the sticky header when scrolled into view.
  scrollMarginTop: clearance.header,
});

export const home = style({ display: 'grid', gap: vars.space.xl });

export const hint = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export { sectionHead, sectionTitle as heading };

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'grid',
  minHeight: vars.size.control,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  ...raisedCard,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.accent } },
});

export const chipGroup = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.regular });

export const upcoming = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifySelf: 'start',
  color: vars.color.accent,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
