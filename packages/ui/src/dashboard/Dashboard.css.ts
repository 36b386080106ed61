import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { themeContract as vars } from '../theme/theme.css';
import { border, raisedCard } from '../theme/tokens';

export const page = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', minWidth: 0 });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm } },
});

export const tile = style({
  ...raisedCard,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '112px',
  padding: vars.space.md,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const tileIcon = style({ color: vars.color.accent });

export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  ...raisedCard,
});

export const legend = style({ flexBasis: '100%', margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.text });

export const dateField = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const dateInput = style({
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  border: border.hairline,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  colorScheme: 'dark',
});

export const filterError = style({ flexBasis: '100%', margin: 0, color: vars.color.danger, display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const total = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const tableScroll = style({ overflowX: 'auto', ...raisedCard });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const th = style({
  padding: vars.space.sm,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  borderBlockEnd: border.hairline,
  whiteSpace: 'nowrap',
});

export const td = style({ padding: vars.space.sm, borderBlockEnd: border.hairline, verticalAlign: 'middle' });

export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' });

export const cards = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({ ...raisedCard, padding: vars.space.md });

export const cardFields = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, margin: 0 });

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const value = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const profile = style({
  ...raisedCard,
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxs, padding: vars.space.md } },
});

export const profileTerm = style({ color: vars.color.textMuted, '@media': { [media.mobile]: { marginBlockStart: vars.space.sm } } });

export const phoneValue = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontWeight: vars.font.weight.medium });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md });
