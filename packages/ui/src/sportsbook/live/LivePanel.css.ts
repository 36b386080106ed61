import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints';
import { themeContract as vars } from '../../theme/theme.css';
import { raisedCard } from '../../theme/tokens';
import { ROW_HEIGHT } from './livePanel.model';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  ...raisedCard,
});

export const tools = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const search = style({ flex: 1, minWidth: 0 });

// A scroll box of its own, so the list virtualises whatever the page around it does: it fills the
// sticky panel column on wide screens and most of the screen on phones.
export const scroller = style({
  position: 'relative',
  // Its size never depends on its rows: rows arriving lay out the panel, not the page around it.
  contain: 'strict',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  blockSize: 'min(70dvh, 640px)',
  '@media': {
    [media.desktop]: { blockSize: `calc(100dvh - ${vars.size.headerHeight} - 7.5rem)` },
  },
});

export const rows = style({ position: 'relative', width: '100%' });

const rowOfHeight = (height: number) => ({ blockSize: `${height}px` });

export const row = recipe({
  base: {
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineStart: 0,
    width: '100%',
    paddingBlockEnd: '2px',
    overflow: 'hidden',
    display: 'grid',
    // Every row has a fixed size: what happens inside one never lays out the rest of the page.
    contain: 'strict',
  },
  variants: {
    kind: {
      favourites: rowOfHeight(ROW_HEIGHT.favourites),
      noFavourites: rowOfHeight(ROW_HEIGHT.noFavourites),
      sport: rowOfHeight(ROW_HEIGHT.sport),
      league: rowOfHeight(ROW_HEIGHT.league),
      event: rowOfHeight(ROW_HEIGHT.event),
    },
    // The server's first screen: rows one under the other, before the list is virtualised.
    inFlow: { true: { position: 'relative' }, false: {} },
  },
});

export const group = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    blockSize: '100%',
    border: 0,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceHover } },
  },
  variants: {
    level: {
      sport: {
        paddingInline: vars.space.sm,
        background: vars.color.surface,
        fontWeight: vars.font.weight.bold,
        fontSize: vars.font.size.sm,
      },
      league: {
        paddingInline: vars.space.sm,
        background: 'transparent',
        color: vars.color.textMuted,
        fontSize: vars.font.size.xs,
        fontWeight: vars.font.weight.medium,
      },
    },
  },
});

export const chevron = recipe({
  base: { flexShrink: 0, transition: 'transform 150ms' },
  variants: { open: { true: {}, false: { transform: 'rotate(-90deg)' } } },
});

export const groupTitle = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const count = style({
  minWidth: '1.75rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});

export const noSelected = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const event = recipe({
  base: {
    display: 'flex',
    alignItems: 'stretch',
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    borderInlineStart: '3px solid transparent',
    selectors: { '&:hover': { background: vars.color.surfaceHover } },
  },
  variants: {
    active: { true: { borderInlineStartColor: vars.color.accent, background: vars.color.surfaceHover }, false: {} },
  },
});

export const eventLink = style({
  flex: 1,
  minWidth: 0,
  display: 'grid',
  alignContent: 'center',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"teams score" "clock clock"',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.text,
  textDecoration: 'none',
});






export const star = style({ alignSelf: 'center', marginInlineEnd: vars.space.xs });

/** The loading line once hydrated: out of the flow, under the rows (see LivePanel). */
export const placedNotice = style({ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '100%' });

export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
