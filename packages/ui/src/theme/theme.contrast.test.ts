import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { defaultThemeValues } from './defaultTheme.values';

const c = defaultThemeValues.color;
const backgrounds = { surface: c.surface, surfaceRaised: c.surfaceRaised, surfaceHover: c.surfaceHover };

describe('default theme contrast', () => {
  it('knows the WCAG extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('gives body text AAA contrast on every surface', () => {
    for (const background of Object.values(backgrounds)) expect(contrastRatio(c.text, background)).toBeGreaterThanOrEqual(7);
  });

  it('keeps muted text readable (AA) on every surface', () => {
    for (const background of Object.values(backgrounds)) {
      expect(contrastRatio(c.textMuted, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps text on the accent button AAA, hovered or not', () => {
    expect(contrastRatio(c.accentText, c.accent)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(c.accentText, c.accentHover)).toBeGreaterThanOrEqual(7);
  });

  it('lets accent and status colours carry text on every surface', () => {
    for (const colour of [c.accent, c.danger, c.success, c.warning, c.info]) {
      for (const background of Object.values(backgrounds)) {
        expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps the badge number readable on its red', () => {
    expect(contrastRatio(c.surface, c.danger)).toBeGreaterThanOrEqual(4.5);
  });

  it('makes the focus ring stand out (3:1 for non-text) everywhere', () => {
    for (const background of Object.values(backgrounds)) {
      expect(contrastRatio(c.focus, background)).toBeGreaterThanOrEqual(3);
    }
  });
});
