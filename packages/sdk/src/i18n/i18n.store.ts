import { computed, type ReadableAtom } from 'nanostores';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import type { OynaClient } from '../client/createOyna';
import { StorageKey } from '../platform/storage.keys';
import { createTranslate, type Translate } from './translate.calc';

export interface I18n {
  readonly $locale: ReadableAtom<string>;
  /** The translate function of the current language and translation list. */
  readonly $translate: ReadableAtom<Translate>;
  /** Stores the chosen language and reloads the page, as the spec asks. */
  setLocale(locale: string): void;
}

const I18N = Symbol('oyna.i18n');

export function i18nOf(client: OynaClient): I18n {
  return client.domain(I18N, (owner) => {
    const { $bootstrap } = bootstrapOf(owner);
    return {
      $locale: owner.$locale,
      $translate: computed([owner.$locale, $bootstrap], (locale, bootstrap) =>
        createTranslate(locale, bootstrap?.translationList),
      ),
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
