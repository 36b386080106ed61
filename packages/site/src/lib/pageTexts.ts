// The handshake between the islands' code and the `client:texts` directive, which are bundled apart
// (Astro inlines directives in the page): a registry symbol is the one thing both copies share.
const PAGE_TEXTS = Symbol.for('oyna.pageTexts');

type PageTextsHolder = { [PAGE_TEXTS]?: Promise<unknown> };

/** Records the loading of the page's language texts, started once by the islands' code. */
export function setPageTexts(loading: Promise<unknown>) {
  (globalThis as PageTextsHolder)[PAGE_TEXTS] ??= loading;
}

/** The page's language texts loading, once an island's code has started it. */
export const pageTexts = (): Promise<unknown> | undefined => (globalThis as PageTextsHolder)[PAGE_TEXTS];
