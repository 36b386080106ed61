import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';

export const picture = style({ width: '70%', maxWidth: '240px', alignSelf: 'center', color: vars.color.text });

export const pictureBubble = style({ fill: vars.color.accent, opacity: 0.35 });

export const pictureBadge = style({ fill: vars.color.success, opacity: 0.3 });

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const step = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const skip = style({ marginInlineStart: 'auto' });

export const celebration = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});

export const celebrationIcon = style({ color: vars.color.success });

export const celebrationTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  selectors: { '&:focus': { outline: 'none' } },
});

export const celebrationText = style({ margin: 0, color: vars.color.textMuted, maxWidth: '36ch' });
