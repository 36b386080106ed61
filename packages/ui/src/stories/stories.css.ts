import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

/** The page behind a story: the theme's surface, so widgets are seen on the colours they ship with. */
export const canvas = style({ background: vars.color.surface, minHeight: '100vh' });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, padding: vars.space.lg });

/** Stands for a widget a layout story places but does not show. */
export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '240px',
  borderRadius: vars.radius.md,
  border: border.dashed,
  color: vars.color.textMuted,
});

/** The width of the sportsbook's right column, for widgets that live there. */
export const column = style({ width: '300px', maxWidth: '100%', padding: vars.space.lg, boxSizing: 'content-box' });

/** A page of the site's main column: its padding, up to the widths the dashboard's pages use. */
export const page = style({ padding: vars.space.lg, maxWidth: '1100px' });
