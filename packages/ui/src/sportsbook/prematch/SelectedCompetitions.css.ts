import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';

export const view = style({ display: 'grid', gap: vars.space.lg });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

export const competition = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: border.hairline,
});

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.md,
});

export const group = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular });

export const empty = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted, fontSize: vars.font.size.sm });
