import { style, styleVariants } from '@vanilla-extract/css';
import { HOME_CAROUSEL } from '@oyna/sdk/bootstrap';
import { themeContract as vars } from '../../theme/theme.css';
import { border } from '../../theme/tokens';

export const carousel = style({ position: 'relative', display: 'grid', gap: vars.space.xs });

export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.md });

const gap = `${HOME_CAROUSEL.gapPx}px`;

/** Each slide a share of the row: one per view, or the home carousel's count by width with its gap. */
const perView = (slides: number) => `0 0 calc((100% - ${slides - 1} * ${gap}) / ${slides})`;

export const track = styleVariants({
  single: { display: 'flex', touchAction: 'pan-y pinch-zoom' },
  responsive: { display: 'flex', touchAction: 'pan-y pinch-zoom', gap },
});

export const slide = styleVariants({
  single: { flex: '0 0 100%', minWidth: 0 },
  responsive: {
    flex: perView(1),
    minWidth: 0,
    '@media': Object.fromEntries(
      HOME_CAROUSEL.slidesPerView.filter(({ minWidth }) => minWidth > 0).map(({ minWidth, slides }) => [`screen and (min-width: ${minWidth}px)`, { flex: perView(slides) }]),
    ),
  },
});

export const link = style({ display: 'block', borderRadius: vars.radius.md, overflow: 'hidden' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1280 / 440',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});

/**
 * The arrows and dots: as tall as an arrow even while empty, so the row the home carousel keeps for
 * them (before embla has measured how many places there are) is the row they fill.
 */
export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm, minHeight: '32px' });

export const arrow = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: border.hairline,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
});

export const flipped = style({ transform: 'scaleX(-1)' });
