import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';

export const dots = style({ display: 'flex', justifyContent: 'center', gap: vars.space.xxs });

export const dot = style({
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  position: 'relative',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: '8px',
    borderRadius: vars.radius.pill,
    background: vars.color.border,
  },
  selectors: {
    '&[aria-current="true"]::after': { background: vars.color.accent, insetInline: '4px' },
    '&:hover::after': { background: vars.color.textMuted },
  },
});
