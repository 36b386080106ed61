import { style } from '@vanilla-extract/css';
import { themeContract as vars } from '../../theme/theme.css';
import { raisedCard } from '../../theme/tokens';

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  ...raisedCard,
  color: vars.color.warning,
});

export const text = style({ flex: 1, minWidth: '12rem', margin: 0, color: vars.color.text });
