import { escapeXml } from '../content/artwork.svg.ts';
import type { JackpotLook } from '../content/jackpots.ts';
import type { GameKind } from './games.catalogue.ts';
import type { Provider } from './providers.ts';

/** Game thumbnails and provider logos share one size (4:3), so a logo can stand in for a game. */
export const TILE = { width: 400, height: 300 } as const;

const FONT = 'Inter, Arial, sans-serif';

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#7c3aed', '#1e1b4b', '#fbbf24'],
  ['#db2777', '#4c0519', '#fde68a'],
  ['#0891b2', '#082f49', '#f0abfc'],
  ['#16a34a', '#052e16', '#fde047'],
  ['#ea580c', '#431407', '#fef3c7'],
  ['#2563eb', '#172554', '#facc15'],
  ['#dc2626', '#450a0a', '#fcd34d'],
  ['#0d9488', '#042f2e', '#fda4af'],
  ['#9333ea', '#3b0764', '#67e8f9'],
  ['#ca8a04', '#1c1917', '#fef9c3'],
  ['#e11d48', '#1e1b4b', '#a7f3d0'],
  ['#4f46e5', '#020617', '#fb7185'],
];

/** A stable small number from a text, so a game always gets the same colours and symbols. */
const hashOf = (text: string): number => [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261);

/** The name in at most two lines of about 18 characters, broken between words. */
export function titleLines(name: string, perLine = 18): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 2) return lines;
  return [lines[0] ?? '', `${lines.slice(1).join(' ').slice(0, perLine - 1)}…`];
}

const gradient = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const text = (x: number, y: number, size: number, content: string, attributes = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" ${attributes}>${escapeXml(content)}</text>`;

const SLOT_GLYPHS = ['7', '★', '♦', '♥', '♣', 'BAR'];

function reels(accent: string, seed: number): string {
  return [0, 1, 2]
    .map((index) => {
      const glyph = SLOT_GLYPHS[(seed >>> (index * 3)) % SLOT_GLYPHS.length] ?? '7';
      const x = 92 + index * 76;
      return `<rect x="${x}" y="52" width="64" height="96" rx="12" fill="#ffffff" fill-opacity="0.92"/>` +
        text(x + 32, 116, glyph.length > 1 ? 20 : 40, glyph, `text-anchor="middle" font-weight="800" fill="${index === 1 ? '#b91c1c' : '#111827'}"`) +
        `<rect x="${x}" y="52" width="64" height="96" rx="12" fill="none" stroke="${accent}" stroke-width="3"/>`;
    })
    .join('');
}

function wheel(colors: readonly string[]): string {
  const circumference = 2 * Math.PI * 50;
  const wedge = circumference / colors.length;
  const wedges = colors
    .map((color, index) => `<circle cx="200" cy="100" r="50" fill="none" stroke="${color}" stroke-width="100" stroke-dasharray="${wedge.toFixed(2)} ${(circumference - wedge).toFixed(2)}" stroke-dashoffset="${(-index * wedge).toFixed(2)}"/>`)
    .join('');
  return `<circle cx="200" cy="100" r="88" fill="#fde68a"/>${wedges}<circle cx="200" cy="100" r="22" fill="#fde68a"/><circle cx="200" cy="100" r="9" fill="#78350f"/>`;
}

function cards(): string {
  const card = (x: number, rotate: number, label: string, red: boolean) =>
    `<g transform="rotate(${rotate} ${x + 40} 150)"><rect x="${x}" y="40" width="80" height="112" rx="9" fill="#ffffff" stroke="#111827" stroke-width="2"/>` +
    text(x + 10, 74, 26, label, `font-weight="800" fill="${red ? '#b91c1c' : '#111827'}"`) +
    text(x + 40, 132, 44, label.slice(-1), `text-anchor="middle" fill="${red ? '#b91c1c' : '#111827'}"`) +
    '</g>';
  return card(128, -10, 'A♠', false) + card(196, 10, 'K♥', true) + `<circle cx="120" cy="170" r="18" fill="#16a34a" stroke="#fff" stroke-width="4" stroke-dasharray="6 4"/>`;
}

function screen(accent: string): string {
  return `<path d="M175 30 L200 52 L225 30" stroke="#e5e7eb" stroke-width="4" fill="none"/>` +
    `<rect x="110" y="52" width="180" height="118" rx="14" fill="#0f172a" stroke="#e5e7eb" stroke-width="6"/>` +
    `<rect x="124" y="66" width="152" height="90" rx="6" fill="${accent}" fill-opacity="0.35"/>` +
    `<rect x="132" y="74" width="46" height="20" rx="4" fill="#dc2626"/>` +
    text(155, 89, 13, 'LIVE', 'text-anchor="middle" font-weight="800" fill="#ffffff"') +
    text(200, 140, 40, '7', 'text-anchor="middle" font-weight="800" fill="#ffffff"');
}

function balls(seed: number): string {
  const colors = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7'];
  return colors
    .map((color, index) => {
      const x = 96 + index * 52;
      const y = index % 2 === 0 ? 96 : 126;
      return `<circle cx="${x}" cy="${y}" r="24" fill="${color}"/><circle cx="${x}" cy="${y}" r="14" fill="#ffffff"/>` +
        text(x, y + 6, 16, String(((seed >>> (index * 4)) % 75) + 1), 'text-anchor="middle" font-weight="800" fill="#111827"');
    })
    .join('');
}

function flight(accent: string): string {
  return `<path d="M40 180 Q200 170 300 70" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M40 180 Q200 170 300 70 L300 190 L40 190 Z" fill="${accent}" fill-opacity="0.18"/>` +
    text(312, 78, 54, '✈', `text-anchor="middle" fill="#ffffff" transform="rotate(-30 312 62)"`) +
    text(60, 80, 34, '2.45x', 'font-weight="800" fill="#ffffff"');
}

const ROULETTE = /roulette|rulet/i;

function motif(kind: GameKind, name: string, accent: string, seed: number): string {
  if (kind === 'table' && ROULETTE.test(name)) return motif('roulette', name, accent, seed);
  switch (kind) {
    case 'roulette':
      return wheel(['#b91c1c', '#111827', '#b91c1c', '#111827', '#b91c1c', '#111827', '#b91c1c', '#111827', '#15803d', '#111827']);
    case 'show':
      return wheel(['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899', '#14b8a6', '#eab308']);
    case 'blackjack':
    case 'baccarat':
    case 'table':
      return cards();
    case 'tv':
      return screen(accent);
    case 'bingo':
    case 'keno':
      return balls(seed);
    case 'crash':
      return flight(accent);
    default:
      return reels(accent, seed);
  }
}

const RIBBONS: Partial<Record<GameKind, string>> = { jackpot: 'JACKPOT', megaways: 'MEGAWAYS' };

/** A game's thumbnail: colours and symbols from its code, a motif for its kind, its name and its provider. */
export function gameArtSvg(game: { gameCode: string; name: string; kind: GameKind }, provider: Provider): string {
  const seed = hashOf(game.gameCode);
  const [from, to, accent] = PALETTES[seed % PALETTES.length] ?? PALETTES[0] ?? ['#000', '#000', '#fff'];
  const lines = titleLines(game.name);
  const size = lines.length > 1 ? 28 : 34;
  const ribbon = RIBBONS[game.kind];
  const title = lines
    .map((line, index) => text(200, (lines.length > 1 ? 246 : 262) + index * 32, size, line, 'text-anchor="middle" font-weight="800" fill="#ffffff"'))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.height}" viewBox="0 0 ${TILE.width} ${TILE.height}" role="img" aria-label="${escapeXml(game.name)}">
<defs>${gradient('bg', from, to)}</defs>
<rect width="400" height="300" fill="url(#bg)"/>
<circle cx="${60 + (seed % 280)}" cy="40" r="120" fill="#ffffff" fill-opacity="0.07"/>
<circle cx="360" cy="230" r="90" fill="#000000" fill-opacity="0.15"/>
${motif(game.kind, game.name, accent, seed)}
<rect y="208" width="400" height="92" fill="#000000" fill-opacity="0.45"/>
${title}
<rect x="12" y="12" rx="10" width="${24 + provider.mark.length * 12}" height="26" fill="${provider.colors[0]}" stroke="#ffffff" stroke-opacity="0.5"/>
${text(24 + (provider.mark.length * 12) / 2, 31, 15, provider.mark, 'text-anchor="middle" font-weight="800" fill="#ffffff"')}
${ribbon ? `<rect x="286" y="14" width="104" height="24" rx="6" fill="${accent}"/>${text(338, 31, 13, ribbon, 'text-anchor="middle" font-weight="800" fill="#111827"')}` : ''}
</svg>`;
}

/** A provider's logo on a tile: its mark large, its name below. */
export function providerLogoSvg(provider: Provider): string {
  const [from, to] = provider.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.height}" viewBox="0 0 ${TILE.width} ${TILE.height}" role="img" aria-label="${escapeXml(provider.name)}">
<defs>${gradient('bg', from, to)}</defs>
<rect width="400" height="300" fill="url(#bg)"/>
<circle cx="200" cy="128" r="78" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>
${text(200, 148, provider.mark.length > 2 ? 48 : 58, provider.mark, 'text-anchor="middle" font-weight="900" fill="#ffffff"')}
${text(200, 252, 30, provider.name, 'text-anchor="middle" font-weight="700" fill="#ffffff"')}
</svg>`;
}

/** A jackpot card's background (wide, 16:9): its colours and a scatter of its glyph. */
export function jackpotBackgroundSvg(look: JackpotLook): string {
  const [from, to] = look.colors;
  const glyphs = Array.from({ length: 14 }, (_, index) => {
    const x = 40 + ((index * 97) % 600);
    const y = 50 + ((index * 61) % 300);
    return text(x, y, 28 + (index % 4) * 14, look.glyph, `fill="#ffffff" fill-opacity="${(0.05 + (index % 3) * 0.04).toFixed(2)}" text-anchor="middle"`);
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" aria-hidden="true">
<defs>${gradient('bg', from, to)}<radialGradient id="glow" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="640" height="360" fill="url(#bg)"/>
<rect width="640" height="360" fill="url(#glow)"/>
${glyphs}
</svg>`;
}

/** A jackpot card's logo: its glyph in a badge and its name. */
export function jackpotLogoSvg(instanceName: string, look: JackpotLook): string {
  const [from] = look.colors;
  // Bold capitals run about 0.72 em wide: a long name gets a smaller size to stay inside the 340 px
  // beside the badge.
  const nameSize = Math.min(44, Math.floor(340 / (0.72 * instanceName.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120" role="img" aria-label="${escapeXml(instanceName)}">
<circle cx="60" cy="60" r="48" fill="#fde68a" stroke="${from}" stroke-width="6"/>
${text(60, 78, 50, look.glyph, `text-anchor="middle" font-weight="900" fill="${from}"`)}
${text(124, 60 + nameSize * 0.36, nameSize, instanceName.toUpperCase(), 'font-weight="900" fill="#fde68a" stroke="#000000" stroke-opacity="0.35" stroke-width="1"')}
</svg>`;
}
