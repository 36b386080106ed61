import { atom, type ReadableAtom } from 'nanostores';
import { derived } from '../client/derived';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import type { OynaClient } from '../client/createOyna';
import { StorageKey } from '../platform/storage.keys';
import { popupHash, popupToShow, type PopupContent } from './popup.calc';

export interface PopupDomain {
  /** The promotional popup to show now: the bootstrap's, unless this visitor saw it already (by its hash). */
  readonly $popup: ReadableAtom<PopupContent | null>;
  /** The visitor saw the popup: it stays away until the operator changes it. */
  markSeen(): void;
}

const POPUP = Symbol('oyna.popup');

export function popupOf(client: OynaClient): PopupDomain {
  return client.domain(POPUP, createPopup);
}

function createPopup(client: OynaClient): PopupDomain {
  const { $bootstrap } = bootstrapOf(client);
  const $seen = atom(client.storage.readText(StorageKey.popupSeen));
  const $popup = derived([$bootstrap, $seen], (bootstrap, seen) => popupToShow(bootstrap?.popup, seen));
  return {
    $popup,
    markSeen() {
      const popup = $popup.get();
      if (!popup) return;
      const hash = popupHash(popup);
      client.storage.writeText(StorageKey.popupSeen, hash);
      $seen.set(hash);
    },
  };
}
