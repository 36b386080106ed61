import { themeContract as vars } from './theme.css';

/**
 * Values many widgets write the same way, named once and built from the contract, so a theme that
 * changes `color.border` or `color.focus` changes every line and ring drawn with them.
 */
export const border = {
  /** The thin line around cards, fields and bars. */
  hairline: `1px solid ${vars.color.border}`,
  /** An empty place: a slot waiting for content. */
  dashed: `1px dashed ${vars.color.border}`,
} as const;

/** The keyboard focus ring; the reset draws it, widgets that draw their own use the same. */
export const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/** A raised card: the panels of the sportsbook and the casino. */
export const raisedCard = {
  border: border.hairline,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
} as const;

/** Small capitals over a group: a section's label. */
export const caps = { letterSpacing: '0.06em', textTransform: 'uppercase' } as const;

/** Distances that keep content clear of the fixed bars. */
export const clearance = {
  /** Below the sticky header, with a gap. */
  header: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
  /** Above the phone's bottom bar, with a gap, at the end of a page. */
  bottomBar: `calc(${vars.size.bottomBarHeight} + ${vars.space.xl})`,
} as const;
