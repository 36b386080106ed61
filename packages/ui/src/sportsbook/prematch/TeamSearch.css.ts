import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { themeContract as vars } from '../../theme/theme.css';
import { clearance, raisedCard } from '../../theme/tokens';

export const search = style({ position: 'relative' });

// Where the box comes to rest when it is brought into view to be typed in: below the sticky header,
// which on phones has its row of quick links under it.
export const box = style({
  scrollMarginTop: clearance.header,
  '@media': { [media.mobile]: { scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.size.controlSm} + ${vars.space.lg})` } },
});

export const popup = style({
  // Over the page, under the sticky header and the phone's bottom bar: when the header slides back
  // over the box, it covers the results too instead of the results covering it.
  zIndex: `calc(${vars.zIndex.header} - 1)`,
  display: 'flex',
  flexDirection: 'column',
  width: 'max-content',
  maxWidth: 'min(380px, calc(100vw - 16px))',
  overflowY: 'auto',
  // Reaching the end of the results must not scroll the page (which brings the header back).
  overscrollBehavior: 'contain',
  padding: vars.space.sm,
  ...raisedCard,
  boxShadow: vars.shadow.lg,
});

export const count = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const results = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const result = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceHover } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const teams = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

export const skeleton = style({ display: 'grid', gap: vars.space.xs, minWidth: '240px' });

export const skeletonRow = style({ height: '44px' });
