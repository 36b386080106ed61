import { defaultThemeValues, themeContract, themeLeaves } from '@oyna/ui';
import { describe, expect, it } from 'vitest';
import { themeCss } from './themeSheet';

const rulesOf = (css: string, theme: string) => new RegExp(`\\.oyna-theme-${theme}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';

describe('the theme contract of the elements', () => {
  it('lets every variable of the widgets be set from outside, in the dark and the light theme', () => {
    const css = themeCss();
    for (const theme of ['dark', 'light']) {
      const rules = rulesOf(css, theme);
      for (const [path, reference] of themeLeaves(themeContract)) {
        const hashed = reference.slice('var('.length, -1);
        const documented = `--oyna-${path.map((word) => word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)).join('-')}`;
        expect(rules, `${theme}: ${path.join('.')}`).toContain(`${hashed}:var(${documented},`);
      }
    }
    expect(rulesOf(css, 'dark')).toContain(`--oyna-color-accent,${defaultThemeValues.color.accent})`);
    expect(rulesOf(css, 'light')).toContain('color-scheme:light');
  });
});
