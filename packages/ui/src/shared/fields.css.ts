import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';

export const select = style({ cursor: 'pointer', paddingInlineEnd: vars.space.sm });

export const textarea = style({ paddingBlock: vars.space.sm, resize: 'vertical', lineHeight: vars.font.lineHeight.normal, fontFamily: 'inherit' });
