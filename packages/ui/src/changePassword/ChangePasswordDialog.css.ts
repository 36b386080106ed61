import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const toggle = style({ alignSelf: 'flex-start' });
