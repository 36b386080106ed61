import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { themeContract as vars } from '../theme/theme.css';
import { raisedCard } from '../theme/tokens';
import { TOAST_ENTER_MS, TOAST_EXIT_MS } from './toast.model';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-16px) scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

const exit = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(-12px) scale(0.97)' },
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  // Under the header's bar, never over its controls: a player must reach Login or Deposit while a
  // toast is shown.
  insetBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.sm})`,
  insetInline: 0,
  marginInline: 'auto',
  zIndex: vars.zIndex.toast,
  width: `min(440px, calc(100vw - 2 * ${vars.space.lg}))`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

const kindColor = {
  success: vars.color.success,
  error: vars.color.danger,
  warning: vars.color.warning,
  info: vars.color.info,
  loading: vars.color.accent,
};

export const item = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
    ...raisedCard,
    color: vars.color.text,
    borderInlineStartWidth: '4px',
    boxShadow: vars.shadow.lg,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    kind: Object.fromEntries(
      Object.entries(kindColor).map(([kind, color]) => [kind, { borderInlineStartColor: color }]),
    ) as Record<keyof typeof kindColor, { borderInlineStartColor: string }>,
    phase: {
      shown: {
        animation: `${enter} ${TOAST_ENTER_MS}ms cubic-bezier(0.21, 1.02, 0.73, 1) both`,
        '@media': { [media.reducedMotion]: { animationName: fade } },
      },
      leaving: {
        animation: `${exit} ${TOAST_EXIT_MS}ms cubic-bezier(0.06, 0.71, 0.55, 1) forwards`,
        '@media': { [media.reducedMotion]: { animationName: fadeOut } },
      },
    },
  },
});

export const icon = recipe({
  base: { display: 'flex' },
  variants: {
    kind: Object.fromEntries(Object.entries(kindColor).map(([kind, color]) => [kind, { color }])) as Record<
      keyof typeof kindColor,
      { color: string }
    >,
  },
});

export const message = style({ overflowWrap: 'anywhere' });
