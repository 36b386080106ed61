import type { Game } from './casino.schema';

// Apart from the decoder, so that building a play address costs no schema.
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
export const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The route data of a game: base64 of its JSON, with non-Latin names kept intact (UTF-8). */
export const encodeGameRoute = (game: Game): string => toBase64(new TextEncoder().encode(JSON.stringify(game)));
