import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted, margin: 0 });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const spins = style({ display: 'flex', flexDirection: 'column' });

export const spin = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.controlSm,
  blockSize: '18px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  touchAction: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceHover, color: vars.color.text } },
});

export const paste = style({
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: vars.radius.sm,
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  background: vars.color.surfaceHover,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
