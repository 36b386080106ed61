import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';

export const lobby = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.wide]: { flexDirection: 'row-reverse', alignItems: 'center', justifyContent: 'space-between' } },
});

export const games = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const headingImage = style({ width: '32px', height: '32px', borderRadius: vars.radius.sm, objectFit: 'cover' });

export const title = style({ fontSize: vars.font.size.lg });

export const count = style({ marginInlineStart: 'auto', color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  border: border.dashed,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const hint = style({ fontSize: vars.font.size.sm });
