import { atom, type ReadableAtom } from 'nanostores';
import type { Messages } from './translate.calc';

/** The languages with a bundled catalogue; any other uses English's. */
export type CatalogLocale = 'tr' | 'en';

// One chunk per language: a page loads its own language's texts and never the others'.
const loaders: Readonly<Record<CatalogLocale, () => Promise<Messages>>> = {
  tr: () => import('./catalog/tr').then((module) => module.tr),
  en: () => import('./catalog/en').then((module) => module.en),
};

/** The bundled catalogue a language reads: its own, else English. */
export const catalogLocaleOf = (locale: string): CatalogLocale => (locale.toLowerCase().startsWith('tr') ? 'tr' : 'en');

const $loaded = atom<Readonly<Partial<Record<CatalogLocale, Messages>>>>({});
const loading = new Map<CatalogLocale, Promise<Messages>>();

/** The bundled catalogues loaded so far, by language. */
export const $catalogs: ReadableAtom<Readonly<Partial<Record<CatalogLocale, Messages>>>> = $loaded;

/** A language's bundled catalogue, when it has loaded. */
export const loadedCatalog = (locale: string): Messages | undefined => $loaded.get()[catalogLocaleOf(locale)];

/**
 * Loads a language's bundled catalogue once (the same promise for every caller, as React's `use`
 * needs). A chunk that fails to load resolves with no texts: the widgets show the server's texts, or
 * keys, rather than nothing.
 */
export function loadCatalog(locale: string): Promise<Messages> {
  const name = catalogLocaleOf(locale);
  let promise = loading.get(name);
  if (!promise) {
    promise = loaders[name]().then(
      (messages) => {
        $loaded.set({ ...$loaded.get(), [name]: messages });
        return messages;
      },
      (): Messages => ({}),
    );
    loading.set(name, promise);
  }
  return promise;
}
