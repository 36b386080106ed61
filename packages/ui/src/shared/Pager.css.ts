import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';

export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const pageOf = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
