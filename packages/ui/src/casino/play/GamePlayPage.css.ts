import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';

export const page = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  border: border.hairline,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBlockEnd: border.hairline,
  background: vars.color.surfaceRaised,
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.lg,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const provider = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular, color: vars.color.textMuted });

export const stage = style({ position: 'relative', flex: '1 1 auto', display: 'flex', flexDirection: 'column', minHeight: '480px' });

export const message = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  textAlign: 'center',
});

export const errorTitle = style({ fontSize: vars.font.size.xl });
