import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

/** The spec's height of the panel under the bell on wide screens. */
export const POPPER_HEIGHT_PX = 582;

const rise = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

const surface = {
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  overflow: 'hidden',
} as const;

export const popper = style({
  ...surface,
  width: 'min(380px, calc(100vw - 16px))',
  height: `min(${POPPER_HEIGHT_PX}px, calc(100vh - ${vars.size.headerHeight} - 16px))`,
  borderRadius: vars.radius.lg,
  border: border.hairline,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dialog,
});

export const sheet = style({
  ...surface,
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  animation: `${rise} 220ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.headerHeight,
  paddingInline: vars.space.md,
  borderBlockEnd: border.hairline,
});

export const title = style({ flex: 1, margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.sm });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-unread="true"]': { background: vars.color.surface },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.accent,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const itemTitle = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const itemNote = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, whiteSpace: 'nowrap' });

export const unreadDot = style({
  width: '8px',
  height: '8px',
  marginBlockStart: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
});

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.sm });

export const detailNote = style({ margin: 0, lineHeight: 1.6, overflowWrap: 'anywhere' });
