/**
 * Values of the default look: a dark sportsbook with a gold accent. Every pair of colours the
 * widgets put together passes WCAG AA and most pass AAA (checked in `theme.contrast.test.ts`).
 */
export const defaultThemeValues = {
  color: {
    surface: '#0e1420',
    surfaceRaised: '#182131',
    surfaceHover: '#222d41',
    text: '#f3f6fb',
    textMuted: '#aab5c8',
    accent: '#ffc53d',
    accentHover: '#ffd46b',
    accentText: '#1b1400',
    danger: '#ff7474',
    success: '#45d98a',
    warning: '#ffb23f',
    info: '#6cb8ff',
    border: '#2d3a52',
    focus: '#8fd0ff',
    backdrop: 'rgba(4, 7, 12, 0.78)',
    // Over a partner's artwork (the jackpot cards): light text on a dark veil, whatever the picture.
    artworkText: '#ffffff',
    artworkTextMuted: '#e5e7eb',
    artworkAccent: '#fde68a',
    artworkVeil: 'rgba(0, 0, 0, 0.55)',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  font: {
    family: {
      body: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif",
      heading: "'Inter Tight', Inter, 'Segoe UI', Roboto, Arial, system-ui, sans-serif",
      numeric: "'Roboto Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    },
    size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
    weight: { regular: '400', medium: '600', bold: '700' },
    lineHeight: { tight: '1.2', normal: '1.5' },
  },
  zIndex: { header: '100', bottomBar: '100', sidebar: '200', dialog: '1000', toast: '1100' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 6px 16px rgba(0, 0, 0, 0.45)',
    lg: '0 18px 48px rgba(0, 0, 0, 0.6)',
  },
  size: {
    headerHeight: '64px',
    bottomBarHeight: '60px',
    sidebarWidth: '280px',
    control: '44px',
    controlSm: '36px',
  },
} as const;
