import { recipe } from '@vanilla-extract/recipes';
import { themeContract as vars } from '../theme/theme.css';

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.space.sm,
    minHeight: '22px',
    borderRadius: vars.radius.pill,
    border: '1px solid currentColor',
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      open: { color: vars.color.info },
      won: { color: vars.color.success },
      lost: { color: vars.color.danger },
      returned: { color: vars.color.warning },
      neutral: { color: vars.color.textMuted },
    },
  },
});
