import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { themeContract as vars } from '../../theme/theme.css';
import { focusRing, raisedCard } from '../../theme/tokens';

export const tile = style({ position: 'relative', minWidth: 0 });

export const play = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  padding: 0,
  ...raisedCard,
  overflow: 'hidden',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  transition: 'transform 150ms ease, border-color 150ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, transform: 'translateY(-2px)' },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.reducedMotion]: { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
});

export const art = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceHover,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

export const name = style({
  padding: `${vars.space.xs} ${vars.space.sm} 0`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const provider = style({
  padding: `0 ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const star = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  background: vars.color.backdrop,
  color: vars.color.text,
});
