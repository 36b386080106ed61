import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { TRACKER_HEIGHT_DESKTOP_PX, TRACKER_HEIGHT_MOBILE_PX } from '@oyna/sdk/feed';
import { themeContract as vars } from '../../theme/theme.css';
import { border, raisedCard } from '../../theme/tokens';

export const tracker = style({
  overflow: 'hidden',
  ...raisedCard,
});

export const frame = style({ display: 'block', width: '100%', border: 0 });

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: border.hairline,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

// The tracker's space is kept while it loads, at the height the frame will have.
export const waiting = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    margin: 0,
    color: vars.color.textMuted,
  },
  variants: {
    variant: {
      desktop: { blockSize: `${TRACKER_HEIGHT_DESKTOP_PX}px` },
      mobile: { blockSize: `${TRACKER_HEIGHT_MOBILE_PX}px` },
    },
  },
});
