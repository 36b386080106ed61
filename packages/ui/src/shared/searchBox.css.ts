import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

/** A search input with a leading icon (and a clear button), as one bordered box. */
export const box = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    paddingInline: vars.space.sm,
    border: border.hairline,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    selectors: { '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` } },
  },
  variants: {
    size: {
      md: { gap: vars.space.xs, minHeight: vars.size.control },
      sm: { gap: vars.space.sm, minHeight: vars.size.controlSm },
    },
  },
});

export const icon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const input = recipe({
  base: {
    flex: 1,
    width: '100%',
    minWidth: 0,
    border: 0,
    outline: 'none',
    background: 'transparent',
    color: vars.color.text,
    selectors: {
      // The box around it shows the focus.
      '&:focus-visible': { outline: 'none' },
      '&::placeholder': { color: vars.color.textMuted },
    },
  },
  variants: {
    size: {
      md: { fontSize: vars.font.size.md },
      sm: { fontSize: vars.font.size.sm },
    },
    // The box's own clear button replaces the browser's.
    ownClear: {
      true: { selectors: { '&::-webkit-search-cancel-button': { display: 'none' } } },
      false: {},
    },
  },
});

export const clear = style({
  display: 'grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceHover } },
});
