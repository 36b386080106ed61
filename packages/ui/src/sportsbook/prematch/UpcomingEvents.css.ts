import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { sectionHead, sectionTitle } from '../shared/sportsbook.css';

export const upcoming = style({ display: 'grid', gap: vars.space.md });

export { sectionHead as toolbar, sectionTitle as heading };

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted });
