import type { defaultThemeValues } from './defaultTheme.values';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Values for every variable of the theme contract. */
export type ThemeValues = Widen<typeof defaultThemeValues>;

/**
 * The light look shipped beside the default dark one: the same gold accent, darkened where it sits
 * on white so text on it and it on the page keep AA contrast. Only colours and shadows change.
 */
export function lightThemeValues(dark: ThemeValues): ThemeValues {
  return {
    ...dark,
    color: {
      surface: '#f6f7fb',
      surfaceRaised: '#ffffff',
      surfaceHover: '#eceff5',
      text: '#121826',
      textMuted: '#4b5568',
      accent: '#734a00',
      accentHover: '#8a5a00',
      accentText: '#ffffff',
      danger: '#b42318',
      success: '#0f7a3d',
      warning: '#8f4b00',
      info: '#175cd3',
      border: '#cfd5e1',
      focus: '#175cd3',
      backdrop: 'rgba(18, 24, 38, 0.55)',
      artworkText: dark.color.artworkText,
      artworkTextMuted: dark.color.artworkTextMuted,
      artworkAccent: dark.color.artworkAccent,
      artworkVeil: dark.color.artworkVeil,
    },
    shadow: {
      sm: '0 1px 2px rgba(18, 24, 38, 0.12)',
      md: '0 6px 16px rgba(18, 24, 38, 0.14)',
      lg: '0 18px 48px rgba(18, 24, 38, 0.2)',
    },
  };
}
