import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultThemeValues } from './defaultTheme.values';
import { themeContract } from './theme.css';
import { OYNA_THEME_VARIABLES, overridableBy, themeLeaves, themeVariableName } from './themeVariables';

describe('the theme as plain CSS', () => {
  it('names each value of the contract by its place', () => {
    expect(themeVariableName(['color', 'surfaceRaised'])).toBe('--oyna-color-surface-raised');
    expect(OYNA_THEME_VARIABLES).toHaveLength(themeLeaves(themeContract).length);
    expect(OYNA_THEME_VARIABLES).toContain('--oyna-font-family-body');
  });

  it("lets the host's property win over each of the theme's values", () => {
    const values = overridableBy(defaultThemeValues);
    expect(values.color.accent).toBe(`var(--oyna-color-accent, ${defaultThemeValues.color.accent})`);
    expect(themeLeaves(values).every(([path, value]) => value.startsWith(`var(${themeVariableName(path)}, `))).toBe(true);
  });

  it.each(['README.md', '../embed/README.md'])('is the list %s documents, no more and no less', (readme) => {
    const text = readFileSync(join(import.meta.dirname, '../..', readme), 'utf8');
    const documented = [...text.matchAll(/^- `(--oyna-[a-z-]+)`/gm)].map(([, name]) => name);
    expect(documented).toEqual([...OYNA_THEME_VARIABLES]);
  });
});
