import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { rowsLabel } from '../shared/sportsbook.css';

// The width of the list itself, not the window: the sportsbook's side columns leave it far narrower
// than the screen. From here a row's odds sit on its own line's end instead of under the teams.
const ROOMY = '(min-width: 760px)';

export const list = style({ display: 'grid', gap: vars.space.md, containerType: 'inline-size' });

export const dayHeading = rowsLabel;

export const rows = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '32px minmax(0, 1fr) auto',
  gridTemplateAreas: '"star info more" "odds odds odds"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  // Long lists hold hundreds of odds buttons: rows out of view are neither laid out nor painted,
  // so a pressed odd repaints what is on screen, not the whole list.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 88px',
  '@container': {
    [ROOMY]: {
      // Six odds fit with their names whole ('1X 1.13'): a Double Chance name cut to '1.' reads as another.
      gridTemplateColumns: '32px minmax(0, 1fr) minmax(0, 460px) 48px',
      gridTemplateAreas: '"star info odds more"',
    },
  },
});

export const star = style({ gridArea: 'star' });

export const info = style({ gridArea: 'info', display: 'grid', minWidth: 0, gap: vars.space.xxs, lineHeight: vars.font.lineHeight.tight });

export const meta = style({
  display: 'flex',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const kickoff = style({ flexShrink: 0, fontVariantNumeric: 'tabular-nums' });
export const time = style({ color: vars.color.text, fontWeight: vars.font.weight.bold });

export const competition = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const team = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const more = style({
  gridArea: 'more',
  justifySelf: 'end',
  display: 'grid',
  placeItems: 'center',
  minWidth: '44px',
  minHeight: '32px',
  color: vars.color.accent,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
