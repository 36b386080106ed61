import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { border, raisedCard } from '../../theme/tokens';

export const body = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const coupons = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const coupon = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  ...raisedCard,
});

export const couponHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const couponTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const couponType = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });

export const dates = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const selections = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const selection = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockStart: border.hairline,
});

export const selectionText = style({ display: 'grid', minWidth: 0, fontSize: vars.font.size.sm });

export const selectionEvent = style({ fontWeight: vars.font.weight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const selectionMarket = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const odds = style({ color: vars.color.accent, fontWeight: vars.font.weight.bold });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space.xxs });

export const figureTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const figureValue = style({ margin: 0, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
