import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeContract as vars } from '../../theme/theme.css';

// Double Chance rides beside Match Result only where the list itself is wide enough (desktop),
// whatever the window: the sportsbook columns leave the list narrower than the screen.
const WIDE_LIST = '(min-width: 560px)';

export const list = style({ display: 'grid', gap: vars.space.md, containerType: 'inline-size' });

const rowColumns = {
  display: 'grid',
  gridTemplateColumns: '32px 48px minmax(0, 1fr) auto 44px',
  alignItems: 'center',
  columnGap: vars.space.sm,
} as const;

export const dayHead = style({
  ...rowColumns,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const dayHeading = style({
  gridColumn: '1 / 4',
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const rows = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  ...rowColumns,
  minHeight: '56px',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});

export const kickoff = style({ display: 'grid', lineHeight: vars.font.lineHeight.tight });
export const time = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const teams = style({ display: 'grid', minWidth: 0, lineHeight: vars.font.lineHeight.tight, gap: vars.space.xxs });
export const team = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: vars.font.size.sm });
export const competition = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const odds = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

export const column = recipe({
  base: { display: 'inline-flex', width: '54px', flexShrink: 0, justifyContent: 'center', textAlign: 'center' },
  variants: {
    wideOnly: {
      true: { display: 'none', '@container': { [WIDE_LIST]: { display: 'inline-flex' } } },
      false: {},
    },
  },
});

export const more = style({
  justifySelf: 'end',
  color: vars.color.accent,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
