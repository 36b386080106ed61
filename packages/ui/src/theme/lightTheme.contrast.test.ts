import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { defaultThemeValues } from './defaultTheme.values';
import { lightThemeValues } from './lightTheme.values';

const c = lightThemeValues(defaultThemeValues).color;
const backgrounds = [c.surface, c.surfaceRaised, c.surfaceHover];

describe('light theme contrast (the bars of the default dark one)', () => {
  it('gives body text AAA and muted text AA on every surface', () => {
    for (const background of backgrounds) {
      expect(contrastRatio(c.text, background)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(c.textMuted, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps text on the accent button AAA, and AA hovered', () => {
    expect(contrastRatio(c.accentText, c.accent)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(c.accentText, c.accentHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('lets accent and status colours carry text on every surface, and the badge its number', () => {
    for (const colour of [c.accent, c.danger, c.success, c.warning, c.info]) {
      for (const background of backgrounds) expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(c.surface, c.danger)).toBeGreaterThanOrEqual(4.5);
  });

  it('makes the focus ring stand out (3:1) everywhere', () => {
    for (const background of backgrounds) expect(contrastRatio(c.focus, background)).toBeGreaterThanOrEqual(3);
  });
});
