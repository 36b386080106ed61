import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { themeContract as vars } from '../theme/theme.css';
import { border, caps, clearance } from '../theme/tokens';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  borderBlockStart: border.hairline,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '@media': {
    [media.mobile]: { paddingBlockEnd: clearance.bottomBar },
    [media.desktop]: { paddingInline: vars.space.xxl },
  },
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.xl,
});

export const heading = style({
  marginBlockEnd: vars.space.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  ...caps,
});

export const links = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: `${vars.space.sm} ${vars.space.xl}`,
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const linksSection = style({ flex: '1 1 420px' });

export const providers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
});

export const provider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: border.hairline,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  transition: 'color 150ms ease, border-color 150ms ease',
  selectors: { '&:hover': { color: vars.color.text, borderColor: vars.color.textMuted } },
});

export const glyph = style({ color: vars.color.accent, flexShrink: 0 });

export const notices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.xl,
  borderBlockStart: border.hairline,
});

export const age = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
});

export const notice = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flex: '1 1 280px' });

export const licence = style({ flex: '2 1 360px' });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
