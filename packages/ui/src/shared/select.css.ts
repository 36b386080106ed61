import { recipe } from '@vanilla-extract/recipes';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

/** The label beside its select, on one line. */
export const field = recipe({
  base: { display: 'inline-flex', alignItems: 'center', color: vars.color.textMuted, fontSize: vars.font.size.sm },
  variants: {
    compact: { true: { gap: vars.space.xs }, false: { gap: vars.space.sm } },
  },
  defaultVariants: { compact: false },
});

/** The browser's own select, in the theme's colours. */
export const select = recipe({
  base: {
    minHeight: vars.size.controlSm,
    border: border.hairline,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
  },
  variants: {
    compact: { true: { paddingInline: vars.space.xs }, false: { paddingInline: vars.space.sm } },
    background: { surface: { background: vars.color.surface }, surfaceRaised: { background: vars.color.surfaceRaised } },
  },
  defaultVariants: { compact: false, background: 'surfaceRaised' },
});
