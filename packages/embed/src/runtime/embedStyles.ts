import { themeContract as vars } from '@oyna/ui';

/** Styles of the embed's own controls (the login button, My Bets), on the same theme variables. */
export function embedCss(): string {
  return `
.oyna-embed-bar{display:flex;align-items:center;gap:${vars.space.sm};flex-wrap:wrap}
.oyna-embed-button{display:inline-flex;align-items:center;justify-content:center;min-height:${vars.size.control};padding:0 ${vars.space.lg};border-radius:${vars.radius.md};background:${vars.color.accent};color:${vars.color.accentText};font-weight:${vars.font.weight.bold}}
.oyna-embed-button:hover{background:${vars.color.accentHover}}
.oyna-embed-button[data-tone=ghost]{background:transparent;color:${vars.color.text};border:1px solid ${vars.color.border}}
.oyna-embed-button[data-tone=ghost]:hover{background:${vars.color.surfaceHover}}
.oyna-embed-player{display:flex;flex-direction:column;line-height:${vars.font.lineHeight.tight}}
.oyna-embed-live{display:grid;gap:${vars.space.lg};grid-template-columns:minmax(0,1fr)}
@container oyna-embed (min-width: 900px){.oyna-embed-live{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:start}}
.oyna-embed-frame{container:oyna-embed / inline-size}
.oyna-embed-inline{display:inline-block;max-width:100%}
.oyna-embed-muted{color:${vars.color.textMuted};font-size:${vars.font.size.sm}}`;
}
