import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

export const step = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const aside = style({ alignSelf: 'center', fontSize: vars.font.size.sm });

export const success = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' });

export const badge = style({ color: vars.color.success });

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });

export const footer = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.lg,
  borderBlockStart: border.hairline,
  textAlign: 'center',
});
