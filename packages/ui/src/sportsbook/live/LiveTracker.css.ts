import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';

export const tracker = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const frame = style({ display: 'block', width: '100%', border: 0 });

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const waiting = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});
