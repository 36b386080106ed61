import { defaultThemeValues } from './defaultTheme.values';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a theme tree as [path, value], in the contract's order. */
export function themeLeaves(tree: Tree, path: readonly string[] = []): Array<[readonly string[], string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[[...path, key], value] as [readonly string[], string]] : themeLeaves(value, [...path, key]),
  );
}

const kebab = (word: string) => word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property a partner sets for the theme value at `path` (`['color', 'surfaceRaised']` → `--oyna-color-surface-raised`). */
export const themeVariableName = (path: readonly string[]) => `--oyna-${path.map(kebab).join('-')}`;

/**
 * The theme contract as plain CSS: every custom property a host may set on `<OynaRoot>`, an embed
 * element or any ancestor to re-theme the widgets; the same list for `@oyna/ui` and `@oyna/embed`.
 */
// Pure: a page that never reads the list does not carry it (nor the default values it is made from).
export const OYNA_THEME_VARIABLES: readonly string[] = /* @__PURE__ */ themeLeaves(defaultThemeValues).map(([path]) => themeVariableName(path));

/**
 * A theme's values as each widget reads them: the host's `--oyna-*` property when it sets one, else
 * the theme's own value (`var(--oyna-color-accent, #ffc53d)`).
 */
export function overridableBy<T extends Tree>(values: T, path: readonly string[] = []): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? `var(${themeVariableName([...path, key])}, ${value})` : overridableBy(value, [...path, key]),
    ]),
  ) as T;
}
