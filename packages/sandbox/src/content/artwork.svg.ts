import type { BannerArt } from './sliders.ts';

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A banner drawn as SVG: a two-colour gradient, soft shapes, the headline and the subline. */
export function bannerSvg(art: BannerArt, width: number, height: number): string {
  const [from, to] = art.colors;
  const headlineSize = Math.round(Math.min(height * 0.13, width * 0.045));
  const sublineSize = Math.round(headlineSize * 0.55);
  const x = Math.round(width * 0.06);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(art.headline)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.3)}" r="${Math.round(height * 0.55)}" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="${Math.round(width * 0.95)}" cy="${Math.round(height * 0.9)}" r="${Math.round(height * 0.35)}" fill="#000000" fill-opacity="0.12"/>
<text x="${x}" y="${Math.round(height * 0.48)}" fill="#ffffff" font-family="Inter, Arial, sans-serif" font-weight="800" font-size="${headlineSize}">${escapeXml(art.headline)}</text>
<text x="${x}" y="${Math.round(height * 0.48 + headlineSize * 1.3)}" fill="#ffffff" fill-opacity="0.85" font-family="Inter, Arial, sans-serif" font-size="${sublineSize}">${escapeXml(art.subline)}</text>
</svg>`;
}

/** A round category icon with one glyph. */
export function iconSvg(icon: { glyph: string; colors: readonly [string, string] }, size = 64): string {
  const [from, to] = icon.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<circle cx="32" cy="32" r="30" fill="url(#g)"/>
<text x="32" y="42" text-anchor="middle" fill="#ffffff" font-family="Inter, Arial, sans-serif" font-weight="800" font-size="28">${escapeXml(icon.glyph)}</text>
</svg>`;
}
