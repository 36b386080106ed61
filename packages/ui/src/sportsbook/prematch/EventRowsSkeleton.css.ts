import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';

export const skeleton = style({ display: 'grid', gap: vars.space.xs });

export const bar = style({ minHeight: '48px' });
