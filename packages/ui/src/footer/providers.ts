/** The geometric marks drawn beside provider names; not the providers' own logos. */
export const providerGlyphs = {
  circle: ['M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16z'],
  diamond: ['M12 3l9 9-9 9-9-9z'],
  hexagon: ['M12 3l8 4.5v9L12 21l-8-4.5v-9z'],
  triangle: ['M12 4l9 16H3z'],
  star: ['M12 3l2.6 6 6.4.6-4.9 4.3 1.5 6.3L12 17l-5.6 3.2 1.5-6.3L3 9.6 9.4 9z'],
  bolt: ['M13 2L4 14h7l-1 8 9-12h-7z'],
  ring: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z'],
  chevrons: ['M5 6l7 6-7 6', 'M12 6l7 6-7 6'],
} as const;

export type ProviderGlyph = keyof typeof providerGlyphs;

export interface GameProvider {
  name: string;
  glyph: ProviderGlyph;
}

/** The sixteen game providers shown in the footer (platform spec: 16 provider logos). */
export const GAME_PROVIDERS: readonly GameProvider[] = [
  { name: 'Pragmatic Play', glyph: 'star' },
  { name: 'EGT Digital', glyph: 'hexagon' },
  { name: 'Amusnet', glyph: 'diamond' },
  { name: 'Evolution', glyph: 'ring' },
  { name: 'Hub88', glyph: 'circle' },
  { name: 'Digitain', glyph: 'chevrons' },
  { name: 'EveryMatrix', glyph: 'hexagon' },
  { name: 'SoftGamings', glyph: 'circle' },
  { name: "Play'n GO", glyph: 'triangle' },
  { name: 'NetEnt', glyph: 'diamond' },
  { name: 'Red Tiger', glyph: 'bolt' },
  { name: 'Microgaming', glyph: 'ring' },
  { name: 'Playson', glyph: 'star' },
  { name: 'Spribe', glyph: 'triangle' },
  { name: 'Betsoft', glyph: 'chevrons' },
  { name: 'Habanero', glyph: 'bolt' },
];
