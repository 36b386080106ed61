import { createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { defaultThemeValues } from './defaultTheme.values';
import { lightThemeValues } from './lightTheme.values';
import { overridableBy } from './themeVariables';

/**
 * Every design value a widget uses. Hosts re-theme with plain CSS, setting the documented `--oyna-*`
 * properties (`OYNA_THEME_VARIABLES`) on `<OynaRoot>` or any ancestor; a whole theme of one's own can
 * still be a `createTheme(themeContract, {...})` class passed to `<OynaRoot theme>`.
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

/**
 * The default dark theme, as a class; see `defaultThemeValues` for its values and contrast. Each value
 * gives way to the host's `--oyna-*` property of the same place.
 */
export const defaultTheme = createTheme(themeContract, overridableBy(defaultThemeValues));

/** The light theme shipped beside it (`lightThemeValues`), overridable the same way. */
export const lightTheme = createTheme(themeContract, overridableBy(lightThemeValues(defaultThemeValues)));
globalStyle(lightTheme, { colorScheme: 'light' });
