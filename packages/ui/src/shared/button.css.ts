import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { themeContract as vars } from '../theme/theme.css';

/** The one button look shared by every widget, for `<button>` and `<a>` alike. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      link: {
        background: 'transparent',
        color: vars.color.accent,
        padding: 0,
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        selectors: { '&:hover': { color: vars.color.accentHover } },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.font.size.sm },
      md: { minHeight: vars.size.control, paddingInline: vars.space.lg, fontSize: vars.font.size.md },
    },
    shape: {
      text: {},
      icon: { paddingInline: 0, aspectRatio: '1', flexShrink: 0 },
    },
    block: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    { variants: { tone: 'link' }, style: { minHeight: 'auto', paddingInline: 0 } },
    { variants: { shape: 'icon', size: 'sm' }, style: { width: vars.size.controlSm } },
    { variants: { shape: 'icon', size: 'md' }, style: { width: vars.size.control } },
  ],
  defaultVariants: { tone: 'secondary', size: 'md', shape: 'text', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
