import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeContract as vars } from '../../theme/theme.css';
import { border, raisedCard } from '../../theme/tokens';

export const panel = recipe({
  base: { display: 'grid', gap: vars.space.md, minWidth: 0 },
  variants: {
    variant: {
      column: {
        padding: vars.space.md,
        ...raisedCard,
      },
      sheet: {},
    },
  },
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.md,
});

export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '22px',
  height: '22px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const settings = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const setting = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted });

export const settingValue = style({ color: vars.color.text });

export const typeRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space.sm });

export const notice = recipe({
  base: { display: 'grid', justifyItems: 'center', gap: vars.space.xs, margin: 0, textAlign: 'center', fontSize: vars.font.size.sm },
  variants: {
    kind: {
      created: {
        gridAutoFlow: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        padding: vars.space.sm,
        borderRadius: vars.radius.sm,
        border: `1px solid ${vars.color.success}`,
        color: vars.color.success,
        fontWeight: vars.font.weight.medium,
      },
      // Each line at least a line of text tall: the spinner's line (loading) and the title's (empty)
      // take the same room, so the panel, and the aside under it, keep still as the slip loads.
      quiet: { paddingBlock: vars.space.lg, gridAutoRows: 'minmax(1lh, auto)', color: vars.color.textMuted },
      // Out of the flow but still in the page, so what appears in it later is announced.
      none: { position: 'absolute' },
    },
  },
});

export const emptyTitle = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const picks = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const multiple = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: border.hairline,
});

export const stakeRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const stakeField = style({ flex: 1, minWidth: 0 });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.textMuted });

export const amount = style({ margin: 0, textAlign: 'end', fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const accept = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.size.sm, cursor: 'pointer' });

export const checkbox = style({ width: '18px', height: '18px', accentColor: vars.color.accent });

export const warning = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontSize: vars.font.size.sm,
});

export const warningText = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xs, margin: 0 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs, textAlign: 'center' });
