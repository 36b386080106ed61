import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const recovery = style({ alignSelf: 'flex-end', fontSize: vars.font.size.sm });

export const footer = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.lg,
  borderBlockStart: border.hairline,
  textAlign: 'center',
});

