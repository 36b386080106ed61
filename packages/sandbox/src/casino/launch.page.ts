import { escapeXml as escapeHtml } from '../content/artwork.svg.ts';
import type { Locale } from '../i18n/locale.ts';

const TEXTS = {
  tr: { loading: 'Oyun yükleniyor…', open: 'Oyunu aç' },
  en: { loading: 'Loading the game…', open: 'Open the game' },
} as const satisfies Record<Locale, Record<string, string>>;

/** The embedded script: one fixed text (it reads the address from the link), so an embedder can allow it by hash. */
export const LAUNCH_SCRIPT = "window.location.replace(document.getElementById('oyna-game').href);";

/**
 * SoftGamings' launch answer: an HTML document whose script opens the game in the frame it is put
 * in. A `srcdoc` frame inherits its embedder's content security policy, which usually blocks that
 * script, so a refresh to the same address does the job too, and a link is there for the rest.
 */
export function launchPage(gameUrl: string, gameName: string, locale: Locale): string {
  const url = escapeHtml(gameUrl);
  const text = TEXTS[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="0;url=${url}">
<title>${escapeHtml(gameName)}</title>
</head>
<body>
<p>${text.loading}</p>
<p><a id="oyna-game" href="${url}">${text.open}</a></p>
<script>${LAUNCH_SCRIPT}</script>
</body>
</html>`;
}
