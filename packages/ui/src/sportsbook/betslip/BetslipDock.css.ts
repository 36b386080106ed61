import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';

// The server renders for a wide window; a narrower one must not show the column's slip while the
// page hydrates.
export const column = style({ display: 'none', '@media': { [media.full]: { display: 'block' } } });
