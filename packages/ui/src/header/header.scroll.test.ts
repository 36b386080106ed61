import { describe, expect, it } from 'vitest';
import { HEADER_HIDE_THRESHOLD_PX, initialHeaderScroll, nextHeaderScroll } from './header.scroll';

const scrollThrough = (...positions: number[]) =>
  positions.reduce(nextHeaderScroll, initialHeaderScroll).hidden;

describe('header scroll model', () => {
  it('stays visible while scrolling down the first 100 px', () => {
    expect(HEADER_HIDE_THRESHOLD_PX).toBe(100);
    expect(scrollThrough(20, 60, 100)).toBe(false);
  });

  it('hides once scrolled down past 100 px', () => {
    expect(scrollThrough(60, 101)).toBe(true);
    expect(scrollThrough(400, 900)).toBe(true);
  });

  it('reappears as soon as the page is scrolled back up', () => {
    expect(scrollThrough(400, 900, 880)).toBe(false);
  });

  it('hides again when the player resumes scrolling down', () => {
    expect(scrollThrough(400, 900, 880, 950)).toBe(true);
  });

  it('shows near the top even after a jump, e.g. a back-to-top', () => {
    expect(scrollThrough(900, 1200, 0)).toBe(false);
  });

  it('keeps its state when the position does not change', () => {
    const hidden = nextHeaderScroll({ y: 500, hidden: true }, 500);
    expect(hidden).toEqual({ y: 500, hidden: true });
  });
});
