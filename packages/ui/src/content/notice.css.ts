import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';

/** The home page's address bar and the domain banner: a full-width line of text above the page. */
export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  transition: 'opacity 500ms ease',
  selectors: { '&[data-closing="true"]': { opacity: 0 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/**
 * The top bar floats over the top of its positioned container and takes no room: it shows after the
 * page has loaded (only the browser knows whether it was read), and nothing below may move when it does.
 */
export const floating = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 2,
  boxShadow: '0 6px 16px rgb(0 0 0 / 35%)',
});

/** The domain banner, shown on every page off the default domain: small, so the page keeps its first screen. */
export const compact = style({ padding: `2px ${vars.space.sm}`, fontSize: vars.font.size.xs, lineHeight: 1.4 });

export const text = style({ margin: 0, flex: '1 1 auto', overflowWrap: 'anywhere' });

export const link = style({ color: vars.color.accent, fontWeight: 600, whiteSpace: 'nowrap' });
