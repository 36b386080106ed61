import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
  flexWrap: 'wrap',
});
