import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';

export const notice = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text,
  background: vars.color.surface,
});

export const detail = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
