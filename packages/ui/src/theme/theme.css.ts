import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { defaultThemeValues } from './defaultTheme.values';

/**
 * Every design value a widget uses. Partners re-theme Oyna by giving their own values to this
 * contract with `createTheme(themeContract, {...})` and passing the class to `<OynaRoot theme>`.
 */
export const themeContract = createThemeContract({
  color: {
    surface: null,
    surfaceRaised: null,
    surfaceHover: null,
    text: null,
    textMuted: null,
    accent: null,
    accentHover: null,
    accentText: null,
    danger: null,
    success: null,
    warning: null,
    info: null,
    border: null,
    focus: null,
    backdrop: null,
    artworkText: null,
    artworkTextMuted: null,
    artworkAccent: null,
    artworkVeil: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: {
    family: { body: null, heading: null, numeric: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  zIndex: { header: null, bottomBar: null, sidebar: null, dialog: null, toast: null },
  shadow: { sm: null, md: null, lg: null },
  size: { headerHeight: null, bottomBarHeight: null, sidebarWidth: null, control: null, controlSm: null },
});

/** The default dark theme, as a class; see `defaultThemeValues` for its values and contrast. */
export const defaultTheme = createTheme(themeContract, defaultThemeValues);
