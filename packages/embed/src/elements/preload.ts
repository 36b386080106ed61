import { $options } from '../state';

/**
 * Written into the built loader by the build (build/preloadList.ts): every chunk the runtime imports
 * before it runs, for each element's tag the chunks it adds, and each language's catalogue, as paths relative
 * to the loader's folder. Without it an element's chunks arrive level by level (a chunk, then what it
 * imports, then what those import); with it the browser asks for them all at once.
 */
const PRELOAD_LIST = '__OYNA_PRELOAD_LIST__';

export interface PreloadList {
  runtime: readonly string[];
  elements: Record<string, readonly string[]>;
  catalogues: Record<string, string>;
}

/** The addresses `tag` needs before it shows anything in `locale`, resolved against the loader's `base`. */
export function preloadHrefs(list: PreloadList, tag: string, locale: string, base: string): string[] {
  const catalogue = list.catalogues[locale];
  return [...list.runtime, ...(list.elements[tag] ?? []), ...(catalogue ? [catalogue] : [])].map((file) => new URL(file, base).href);
}

let list: PreloadList | null | undefined;
const preloaded = new Set<string>();

/** Asks the browser for every chunk `tag` needs, at once, with `<link rel="modulepreload">` hints. */
export function preloadElement(tag: string): void {
  // Left as it is (the sources run unbuilt in tests and in a bundler's dev server): nothing to preload.
  list ??= PRELOAD_LIST.startsWith('{') ? (JSON.parse(PRELOAD_LIST) as PreloadList) : null;
  if (!list || typeof document === 'undefined') return;
  for (const href of preloadHrefs(list, tag, $options.get().locale ?? 'tr', import.meta.url)) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
