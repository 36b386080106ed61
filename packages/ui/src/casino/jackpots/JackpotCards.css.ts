import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';

export const section = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.lg });

/** A row of whole cards on phones (the carousel's track), two columns from the desktop breakpoint. */
export const cards = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  touchAction: 'pan-y pinch-zoom',
  '@media': { [media.desktop]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const dots = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const card = style({
  position: 'relative',
  isolation: 'isolate',
  flex: '0 0 100%',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: border.hairline,
  background: vars.color.surfaceRaised,
  color: vars.color.artworkText,
  '@media': { [media.desktop]: { minHeight: '180px' } },
});

export const background = style({ position: 'absolute', inset: 0, zIndex: -1, width: '100%', height: '100%', objectFit: 'cover' });

export const logo = style({ margin: 0, lineHeight: 0 });

export const logoImage = style({ height: '40px', width: 'auto', maxWidth: '100%' });

export const levels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const level = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space.xs,
  // The amount's size follows the level's width, so the longest pot stays inside its box.
  containerType: 'inline-size',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  // The artwork behind varies; a veil keeps the text readable on any of it.
  background: vars.color.artworkVeil,
  selectors: { '&[data-next]': { boxShadow: `inset 0 0 0 2px ${vars.color.warning}` } },
});

export const suit = style({ fontSize: vars.font.size.md, lineHeight: 1, color: vars.color.artworkAccent });

export const levelName = style({ display: 'flex', gap: vars.space.xs, fontSize: vars.font.size.xs, color: vars.color.artworkTextMuted });

export const next = style({ color: vars.color.artworkAccent, fontWeight: vars.font.weight.bold });

/** The whole width of its level; 14 figures (₺10.000.000,00) fit in any box (a monospace figure is 0.6 em). */
export const amount = style({
  gridColumn: '1 / -1',
  fontFamily: vars.font.family.numeric,
  fontSize: `min(${vars.font.size.lg}, calc(100cqi / 8.4))`,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
