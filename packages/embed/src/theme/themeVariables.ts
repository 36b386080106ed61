import { defaultThemeValues } from '@oyna/ui';

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
 * The theme contract: every custom property a partner may set on an element (or any ancestor) to
 * re-theme it. Nothing else of the widgets' styles reaches through the shadow root.
 */
export const OYNA_THEME_VARIABLES: readonly string[] = themeLeaves(defaultThemeValues).map(([path]) => themeVariableName(path));
