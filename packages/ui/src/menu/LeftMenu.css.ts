import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.sidebar,
  background: vars.color.backdrop,
  border: 0,
  cursor: 'default',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: vars.size.sidebarWidth,
  padding: vars.space.md,
  paddingBlockEnd: vars.space.xxl,
  background: vars.color.surfaceRaised,
  borderInlineEnd: border.hairline,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '@media': {
    [media.mobile]: {
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      zIndex: vars.zIndex.sidebar,
      maxWidth: '86vw',
      boxShadow: vars.shadow.lg,
      transform: 'translateX(-100%)',
      visibility: 'hidden',
      transition: 'transform 250ms ease, visibility 0s linear 250ms',
      selectors: {
        '&[data-open="true"]': {
          transform: 'none',
          visibility: 'visible',
          transition: 'transform 250ms ease',
        },
      },
    },
    [media.desktop]: {
      position: 'sticky',
      insetBlockStart: vars.size.headerHeight,
      height: `calc(100dvh - ${vars.size.headerHeight})`,
    },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const account = style({
  display: 'grid',
  // Two equal columns however long a label is in its language ('Para Çekme', 'Deposit Money'):
  // a long label wraps inside its button instead of pushing the column past the menu's edge.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

globalStyle(`${account} > *`, { minWidth: 0, whiteSpace: 'normal', textAlign: 'center', overflowWrap: 'anywhere' });

export const groupTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const chevron = style({
  marginInlineStart: 'auto',
  transition: 'transform 200ms ease',
  selectors: { [`${groupTitle}[aria-expanded="false"] &`]: { transform: 'rotate(-90deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, marginBlockStart: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      background: vars.color.surfaceHover,
      color: vars.color.accent,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
  },
});

export const itemIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const external = style({ marginInlineStart: 'auto', color: vars.color.textMuted });

export const sectionTitle = style({
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const social = style({ display: 'flex', gap: vars.space.sm, paddingInline: vars.space.sm, marginBlockStart: vars.space.sm });

export const languages = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, paddingInline: vars.space.sm, marginBlockStart: vars.space.sm });

export const language = style({
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, color: vars.color.accent },
  },
});
