import { defaultThemeValues, lightThemeValues, themeContract, themeLeaves, themeVariableName, type ThemeValues } from '@oyna/ui';
import type { OynaThemeName } from '../config';

/** The class an element's `<OynaRoot>` carries for each theme. */
export const themeClass = (theme: OynaThemeName) => `oyna-theme-${theme}`;

const contractName = (reference: string) => /^var\((--[^)]+)\)$/.exec(reference)?.[1];

/**
 * The theme rules of the shadow roots: each of the widgets' (hashed) contract variables reads the
 * partner's documented `--oyna-*` property, falling back to the chosen theme's own value. Custom
 * properties inherit through the shadow boundary, so a partner sets them on the element or above.
 */
export function themeCss(): string {
  const names = new Map(themeLeaves(themeContract).map(([path, reference]) => [path.join('.'), contractName(reference)]));
  const rules = (theme: OynaThemeName, values: ThemeValues) =>
    `.${themeClass(theme)}{color-scheme:${theme};${themeLeaves(values)
      .map(([path, value]) => `${names.get(path.join('.'))}:var(${themeVariableName(path)},${value});`)
      .join('')}}`;
  return [
    ':host{display:block}',
    ':host([hidden]){display:none}',
    rules('dark', defaultThemeValues),
    rules('light', lightThemeValues(defaultThemeValues)),
  ].join('\n');
}
