import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

export const aside = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xl,
  width: '100%',
  padding: vars.space.xxl,
  overflow: 'hidden',
  background: `radial-gradient(120% 80% at 0% 100%, color-mix(in srgb, ${vars.color.accent} 28%, transparent), transparent 60%), linear-gradient(160deg, ${vars.color.surfaceHover}, ${vars.color.surfaceRaised} 55%, ${vars.color.surface})`,
  borderInlineEnd: border.hairline,
});

export const pitch = style({
  position: 'absolute',
  insetInlineEnd: '-12%',
  insetBlockStart: '18%',
  width: '90%',
  color: vars.color.text,
  opacity: 0.07,
  pointerEvents: 'none',
});

export const copy = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const text = style({ color: vars.color.textMuted, fontSize: vars.font.size.md });
