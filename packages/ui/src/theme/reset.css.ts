import { globalStyle, style } from '@vanilla-extract/css';
import { themeContract as vars } from './theme.css';
import { focusRing } from './tokens';

/**
 * The reset touches only what sits inside `<OynaRoot>`, so a partner page that embeds a widget keeps
 * its own styles. Its rules weigh nothing (`:where`): inside `<OynaRoot>` too, any rule of the host's
 * own, even a bare `h2 { … }`, wins over them for the host's content, as a widget's class does for its own.
 */
export const root = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  colorScheme: 'dark',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  WebkitTextSizeAdjust: '100%',
});

globalStyle(`:where(${root}, ${root} *), :where(${root} *)::before, :where(${root} *)::after`, {
  boxSizing: 'border-box',
});

// A widget's own `display` must never undo `hidden` (a folded menu group stayed open).
globalStyle(`${root} [hidden]`, { display: 'none !important' });

globalStyle(`:where(${root}) :where(h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol)`, {
  margin: 0,
});

globalStyle(`:where(${root}) :where(ul, ol)`, { listStyle: 'none', padding: 0 });

globalStyle(`:where(${root}) :where(h1, h2, h3, h4, h5, h6)`, {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

globalStyle(`:where(${root}) :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});

globalStyle(`:where(${root}) :where(button)`, {
  cursor: 'pointer',
  background: 'none',
  border: 0,
  padding: 0,
});

globalStyle(`:where(${root}) :where(a)`, { color: 'inherit', textDecoration: 'none' });

globalStyle(`:where(${root}) :where(img, svg)`, { display: 'block', maxWidth: '100%' });

globalStyle(`${root} :where(a, button, input, select, textarea, [tabindex]):focus-visible`, focusRing);

globalStyle(`${root} :where(a, button, input, select, textarea, [tabindex]):focus:not(:focus-visible)`, {
  outline: 'none',
});
