import type { ClientDirective } from 'astro';
import { pageTexts } from '../lib/pageTexts';

/**
 * `client:texts`: hydrates as soon as the island's code is in, like `client:load`, but not before the
 * page's language texts are. Hydrated earlier, the island would suspend on them (`OynaProvider`), and
 * React drops a click on a suspended tree: the player presses Login and nothing happens. Waiting here
 * instead keeps the server's HTML until the island can answer, and costs no bytes of the islands' own
 * (a top-level await in their shared code split them into twenty more chunks, 3 kB per route).
 */
const hydrateWithTexts: ClientDirective = async (load) => {
  const hydrate = await load();
  await pageTexts();
  await hydrate();
};

export default hydrateWithTexts;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates on load once the page's language texts are in. */
    'client:texts'?: boolean;
  }
}
