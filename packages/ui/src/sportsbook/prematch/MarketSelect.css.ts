import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';

export const field = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const select = style({
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: border.hairline,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});
