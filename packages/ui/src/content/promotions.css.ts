import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../theme/theme.css';
import { border } from '../theme/tokens';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  border: border.hairline,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
});

export const cardImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '720 / 360', objectFit: 'cover' });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, flex: '1 1 auto' });

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.md, flex: '1 1 auto' });

export const empty = style({ color: vars.color.textMuted });

export const detailImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1280 / 440',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  marginBlockEnd: vars.space.md,
});

export const popupLink = style({ display: 'block', borderRadius: vars.radius.md, overflow: 'hidden' });
