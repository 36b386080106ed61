import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';

export const upcoming = style({ display: 'grid', gap: vars.space.md });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted });
