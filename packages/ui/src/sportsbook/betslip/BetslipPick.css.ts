import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';

export const pick = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    border: border.hairline,
    transition: 'opacity 150ms',
  },
  variants: {
    state: {
      ready: {},
      // Being removed: dimmed and nothing in it answers a click.
      deleting: { opacity: 0.5, pointerEvents: 'none' },
      skeleton: {},
    },
    flagged: { true: { borderColor: vars.color.danger }, false: {} },
  },
});

// A pick with a message: the pick at half opacity, the message itself in full red.
export const body = recipe({
  base: { display: 'grid', gap: vars.space.xs, minWidth: 0 },
  variants: { faded: { true: { opacity: 0.5 }, false: {} } },
});

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const titles = style({ display: 'grid', flex: 1, minWidth: 0, gap: vars.space.xxs });

export const event = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const market = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const live = style({
  marginInlineEnd: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.surface,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
});

export const selection = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const oddName = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });

export const odds = style({ color: vars.color.accent, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const remove = style({ flexShrink: 0, width: vars.size.controlSm, height: vars.size.controlSm, marginBlock: `calc(-1 * ${vars.space.xs})` });

export const busy = style({ display: 'grid', placeItems: 'center', width: vars.size.controlSm, height: vars.size.controlSm, color: vars.color.textMuted });

export const stakeLine = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space.sm });

export const win = style({ display: 'grid', justifyItems: 'end', fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const winValue = style({ color: vars.color.text, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const placeholder = style({ height: vars.size.controlSm });

export const oddsPlaceholder = style({ width: '40px', height: '16px' });

export const message = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.medium });
