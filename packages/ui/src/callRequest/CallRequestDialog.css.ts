import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const contacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlock: border.hairline,
  marginBlockEnd: vars.space.md,
});

export const contactsHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const contactsTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const hint = style({
  margin: 0,
  padding: vars.space.md,
  border: border.dashed,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  paddingBlockStart: vars.space.sm,
  border: border.hairline,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const legend = style({ paddingInline: vars.space.xs, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const rowFields = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const remove = style({ marginBlockStart: '22px' });
