import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

export const group = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: border.hairline,
});

/** A pill of a segmented row (Single / Multiple, Fast / Default Register): shared by every such row. */
export const pill = style({
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
});

export const option = style([pill, {
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
}]);
