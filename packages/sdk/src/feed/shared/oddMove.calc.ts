/** How long an odd shows the direction it moved, in ms. */
export const ODD_MOVE_SHOWN_MS = 3000;

export type OddMove = 'up' | 'down';

/** The direction an odd moved, or null when it did not (or was not known before). */
export function oddMove(previous: number | undefined, next: number): OddMove | null {
  if (previous === undefined || previous <= 0 || next <= 0 || previous === next) return null;
  return next > previous ? 'up' : 'down';
}
