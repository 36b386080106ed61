import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { defaultThemeValues } from '../theme/defaultTheme.values';
import { themeContract as vars } from '../theme/theme.css';
import { clearance } from '../theme/tokens';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
});

// The page behind the layout takes the surface colour too, so overscroll never flashes white. Only
// pages that use the layout are touched: a partner embedding a single widget keeps its own body.
globalStyle(`html:has(${page}), body:has(${page})`, {
  margin: 0,
  background: defaultThemeValues.color.surface,
});

export const body = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: { gridTemplateColumns: `${vars.size.sidebarWidth} minmax(0, 1fr)` },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1400px',
  marginInline: 'auto',
  padding: vars.space.md,
  paddingBlockEnd: vars.space.xxl,
  '@media': {
    [media.desktop]: { padding: vars.space.xl },
    [media.mobile]: { paddingBlockEnd: clearance.bottomBar },
  },
});

/** A page that fills the window below the header on desktop: its content is a column that takes the height left. */
export const fill = style({
  '@media': {
    [media.desktop]: {
      display: 'flex',
      flexDirection: 'column',
      minHeight: `calc(100dvh - ${vars.size.headerHeight})`,
    },
  },
});

export const title = style({
  margin: 0,
  marginBlock: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
