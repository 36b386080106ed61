import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const method = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  inlineSize: '100%',
  minBlockSize: '120px',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: border.hairline,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const name = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const limits = style({ marginBlockStart: 'auto', color: vars.color.textMuted, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });

export const skeleton = style({ minBlockSize: '120px', borderRadius: vars.radius.lg, background: vars.color.surfaceRaised, opacity: 0.6 });

export const problem = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, margin: 0, color: vars.color.textMuted });
