import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { themeContract as vars } from '../../theme/theme.css';
import { raisedCard } from '../../theme/tokens';

export const view = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, alignContent: 'start' });

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  padding: `${vars.space.md} ${vars.space.lg}`,
  ...raisedCard,
  textAlign: 'center',
});

export const league = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const match = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  margin: 0,
  fontSize: vars.font.size.md,
  '@media': { [media.desktop]: { fontSize: vars.font.size.lg } },
});

export const team = style({
  overflowWrap: 'anywhere',
  selectors: { '&:first-child': { textAlign: 'end' }, '&:last-child': { textAlign: 'start' } },
});

export const score = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.accent,
  fontSize: vars.font.size.xl,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.3 } });

export const clock = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.success,
  fontSize: vars.font.size.sm,
});

export const liveDot = style({
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const suspended = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.warning,
});

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});
