import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';

const flash = keyframes({ '0%': { opacity: 0.35 }, '100%': { opacity: 1 } });

export const cell = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    minWidth: 0,
    minHeight: vars.size.controlSm,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    border: border.hairline,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    // No colour transition: the pressed state shows in the click's own frame. A fade would repaint
    // the cell for 150 ms, on the main thread, while the betslip renders its new pick.
  },
  variants: {
    move: {
      none: {},
      up: {
        borderColor: vars.color.success,
        color: vars.color.success,
        animation: `${flash} 600ms ease-out 3`,
        '@media': { [media.reducedMotion]: { animation: 'none' } },
      },
      down: {
        borderColor: vars.color.danger,
        color: vars.color.danger,
        animation: `${flash} 600ms ease-out 3`,
        '@media': { [media.reducedMotion]: { animation: 'none' } },
      },
    },
    locked: { true: { justifyContent: 'center', color: vars.color.textMuted, background: vars.color.surface } },
    pressed: {
      true: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover': { background: vars.color.accentHover } },
      },
    },
    interactive: {
      true: { cursor: 'pointer', selectors: { '&:hover:not([aria-pressed="true"])': { background: vars.color.surfaceHover } } },
    },
  },
});

export const name = style({
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '[aria-pressed="true"] > &': { color: 'inherit' } },
});

export const value = style({ display: 'inline-flex', alignItems: 'center', gap: '2px', fontWeight: vars.font.weight.bold });

export const lock = style({ opacity: 0.8 });
