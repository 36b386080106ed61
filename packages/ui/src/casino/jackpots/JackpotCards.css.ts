import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';

export const section = style({ minWidth: 0 });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: border.hairline,
  background: vars.color.surfaceRaised,
  color: vars.color.artworkText,
  minHeight: '180px',
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
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  // The artwork behind varies; a veil keeps the text readable on any of it.
  background: vars.color.artworkVeil,
  selectors: { '&[data-next]': { boxShadow: `inset 0 0 0 2px ${vars.color.warning}` } },
});

export const suit = style({ gridRow: 'span 2', fontSize: vars.font.size.xl, color: vars.color.artworkAccent });

export const levelName = style({ display: 'flex', gap: vars.space.xs, fontSize: vars.font.size.xs, color: vars.color.artworkTextMuted });

export const next = style({ color: vars.color.artworkAccent, fontWeight: vars.font.weight.bold });

export const amount = style({
  fontFamily: vars.font.family.numeric,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
