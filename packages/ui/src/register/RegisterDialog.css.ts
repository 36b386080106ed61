import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { themeContract as vars } from '../theme/theme.css';
import { border, focusRing } from '../theme/tokens';
import { pill } from '../shared/Segmented.css';

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: border.hairline,
});

export const tab = style([
  pill,
  {
    selectors: {
      '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[aria-selected="true"]': { background: vars.color.accent, color: vars.color.accentText },
    },
  },
]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Two fields side by side where there is room (name and surname), one above the other on phones. */
export const pair = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const birthDate = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xxs });

export const birthParts = style({ display: 'grid', gridTemplateColumns: '1fr 1fr 1.5fr', gap: vars.space.sm });

export const bonus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: border.hairline,
  background: vars.color.surfaceRaised,
  color: vars.color.accent,
  cursor: 'pointer',
});

export const checkbox = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': focusRing },
});

export const bonusText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const footer = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.lg,
  borderBlockStart: border.hairline,
  textAlign: 'center',
  color: vars.color.textMuted,
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The congratulations view fades in over the spec's 500 ms. */
export const celebration = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  flex: '1 0 auto',
  textAlign: 'center',
  animation: `${fadeIn} 500ms ease-out both`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** Over the whole dialog, never in the way of a click. */
export const confetti = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
  zIndex: 1,
});

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: '88px',
  height: '88px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: border.hairline,
  color: vars.color.accent,
});

export const lead = style({ margin: 0, maxWidth: '36ch', fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });

export const celebrationActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%', maxWidth: '320px' });
