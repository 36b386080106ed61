import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.warning,
});

export const text = style({ flex: 1, minWidth: '12rem', margin: 0, color: vars.color.text });
