import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';

export const frame = style({
  display: 'block',
  flex: '1 1 auto',
  width: '100%',
  minHeight: 0,
  border: 0,
  background: vars.color.surfaceRaised,
});
