import { globalStyle, style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';

export const star = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-pressed="true"]': { color: vars.color.accent },
  },
});

globalStyle(`${star}[aria-pressed="true"] svg`, { fill: 'currentColor' });
