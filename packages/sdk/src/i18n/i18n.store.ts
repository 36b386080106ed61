import { type ReadableAtom } from 'nanostores';
import { derived } from '../client/derived';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import type { OynaClient } from '../client/createOyna';
import { StorageKey } from '../platform/storage.keys';
import { $catalogs, catalogLocaleOf, loadCatalog } from './catalog.task';
import { createTranslate, type Translate } from './translate.calc';

export interface I18n {
  readonly $locale: ReadableAtom<string>;
  /**
   * The translate function of the current language, its translation list and its bundled catalogue
   * (loaded on first use: until then, the server's texts or keys).
   */
  readonly $translate: ReadableAtom<Translate>;
  /** Resolves once the current language's bundled catalogue has loaded. */
  ready(): Promise<void>;
  /** Stores the chosen language and reloads the page, as the spec asks. */
  setLocale(locale: string): void;
}

const I18N = Symbol('oyna.i18n');

export function i18nOf(client: OynaClient): I18n {
  return client.domain(I18N, (owner) => {
    const { $bootstrap } = bootstrapOf(owner);
    return {
      $locale: owner.$locale,
      $translate: derived([owner.$locale, $bootstrap, $catalogs], (locale, bootstrap, catalogs) => {
        void loadCatalog(locale);
        // Until the language's own catalogue is in, the one already shown (a change of language).
        const bundled = catalogs[catalogLocaleOf(locale)] ?? Object.values(catalogs)[0] ?? {};
        return createTranslate(locale, bootstrap?.translationList, bundled);
      }),
      ready: async () => void (await loadCatalog(owner.$locale.get())),
      setLocale(locale) {
        owner.storage.writeText(StorageKey.lang, locale);
        // The stored bootstrap holds the old language's texts.
        owner.storage.remove(StorageKey.bootstrap);
        owner.reloadFromStorage();
        owner.platform.reload();
      },
    };
  });
}
