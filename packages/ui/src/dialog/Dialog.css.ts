import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const rise = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const backdrop = recipe({
  base: { zIndex: vars.zIndex.dialog, background: vars.color.backdrop, display: 'grid' },
  variants: {
    placement: {
      center: { placeItems: 'center', '@media': { [media.desktop]: { padding: vars.space.lg } } },
      sheet: { placeItems: 'end center' },
    },
  },
  defaultVariants: { placement: 'center' },
});

/** The spec's dialog sizes on desktop, in CSS pixels; a sheet is never wider than a large phone. */
const dialogWidth = { sm: 400, md: 560, lg: 800, wide: 990, callRequest: 454, sheet: 480 } as const;
const dialogHeight = { login: 699, register: 760, callRequest: 800 } as const;

const sheetShape = {
  width: '100vw',
  maxWidth: `${dialogWidth.sheet}px`,
  maxHeight: '88dvh',
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
};

const edge = `calc(100dvh - 2 * ${vars.space.lg})`;
/** At most `width` wide and, given a height, that tall unless the window is shorter. */
const desktopSize = (width: number, height?: number) => ({
  '@media': {
    [media.desktop]: { maxWidth: `${width}px`, ...(height === undefined ? {} : { height: `min(${height}px, ${edge})` }) },
  },
});

export const panel = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    background: vars.color.surface,
    color: vars.color.text,
    overflow: 'hidden',
    animation: `${appear} 200ms ease-out both`,
    '@media': {
      [media.mobile]: { position: 'fixed', inset: 0, width: '100%', height: '100dvh' },
      [media.desktop]: {
        width: `calc(100vw - 2 * ${vars.space.lg})`,
        maxHeight: edge,
        border: border.hairline,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.lg,
      },
      [media.reducedMotion]: { animation: 'none' },
    },
  },
  variants: {
    size: {
      sm: desktopSize(dialogWidth.sm),
      md: desktopSize(dialogWidth.md),
      lg: desktopSize(dialogWidth.lg),
      wide: desktopSize(dialogWidth.wide),
      // The spec's 699 px high; as wide as a form of single fields beside the brand panel needs.
      login: desktopSize(dialogWidth.lg, dialogHeight.login),
      recovery: desktopSize(dialogWidth.lg, dialogHeight.login),
      register: desktopSize(dialogWidth.wide, dialogHeight.register),
      callRequest: desktopSize(dialogWidth.callRequest, dialogHeight.callRequest),
      full: {
        '@media': {
          [media.desktop]: { position: 'fixed', inset: 0, width: '100%', maxHeight: 'none', height: '100dvh', border: 0, borderRadius: 0 },
        },
      },
    },
    placement: {
      center: {},
      // Rises from the bottom edge at any width, as tall as its content allows.
      sheet: {
        animationName: rise,
        '@media': {
          [media.mobile]: { position: 'relative', inset: 'auto', height: 'auto', ...sheetShape },
          [media.desktop]: { ...sheetShape, borderBlockEnd: 'none' },
        },
      },
    },
  },
  defaultVariants: { size: 'md', placement: 'center' },
});

export type DialogPlacement = NonNullable<NonNullable<RecipeVariants<typeof panel>>['placement']>;

export type DialogSize = NonNullable<NonNullable<RecipeVariants<typeof panel>>['size']>;

export const aside = style({
  display: 'none',
  flex: '0 0 42%',
  '@media': { [media.desktop]: { display: 'flex' } },
});

export const main = recipe({
  base: {
    flex: '1 1 auto',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    overflowY: 'auto',
  },
  variants: {
    placement: {
      center: {
        padding: vars.space.xl,
        paddingBlockStart: vars.space.xxl,
        gap: vars.space.xl,
        '@media': { [media.desktop]: { padding: vars.space.xxl } },
      },
      sheet: { padding: vars.space.lg, gap: vars.space.md },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const title = style({
  fontSize: vars.font.size.xl,
  paddingInlineEnd: vars.space.xxl,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, flex: '1 0 auto' });

// Auto margins rather than centring the column: content taller than the dialog still scrolls from its top.
export const centredTitle = style({ '@media': { [media.desktop]: { marginBlockStart: 'auto' } } });

export const centredBody = style({ '@media': { [media.desktop]: { flexGrow: 0, marginBlockEnd: 'auto' } } });

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The full-screen layout: a compact top bar over content that fills the rest. */
export const fullMain = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column' });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.headerHeight,
  paddingInline: vars.space.md,
  borderBlockEnd: border.hairline,
  background: vars.color.surfaceRaised,
});

export const barTitle = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.md,
});

export const fullBody = style({ position: 'relative', flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' });
