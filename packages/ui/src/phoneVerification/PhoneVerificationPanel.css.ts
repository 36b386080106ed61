import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';
import { raisedCard } from '../theme/tokens';

export const panel = style({
  ...raisedCard,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  maxWidth: '560px',
});


export const title = style({ margin: 0, fontSize: vars.font.size.lg });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const countdown = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });
