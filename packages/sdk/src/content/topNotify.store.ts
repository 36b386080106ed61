import { atom, type ReadableAtom } from 'nanostores';
import { derived } from '../client/derived';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import type { OynaClient } from '../client/createOyna';
import { StorageKey } from '../platform/storage.keys';
import { RoutePattern } from '../routes/routes';
import { domainNotice, type DomainNotice } from './domainBanner.calc';

/** How long the top bar stays after it is closed, so it can fade out (spec: about 500 ms). */
export const TOP_NOTIFY_HIDE_DELAY_MS = 500;
const READ = 'yes';

export interface TopNotice extends DomainNotice {
  /** Closed, and fading out until it goes {@link TOP_NOTIFY_HIDE_DELAY_MS} later. */
  closing: boolean;
}

export interface TopNotifyDomain {
  /** The home page's top bar ('TOP_NOTIFY') with the current and next domain, or null when hidden. */
  readonly $bar: ReadableAtom<TopNotice | null>;
  /** A page at `path` opened: on home the bar shows unless it was read. */
  arrive(path: string): void;
  /** The visitor leaves home: the bar counts as read. */
  leave(): void;
  /** The visitor closed the bar: read from now on, gone after the hide delay. */
  dismiss(): void;
}

const TOP_NOTIFY = Symbol('oyna.topNotify');

export function topNotifyOf(client: OynaClient): TopNotifyDomain {
  return client.domain(TOP_NOTIFY, createTopNotify);
}

function createTopNotify(client: OynaClient): TopNotifyDomain {
  const { platform, storage } = client;
  const $shown = atom(false);
  const $closing = atom(false);
  const $bar = derived([bootstrapOf(client).$bootstrap, $shown, $closing], (bootstrap, shown, closing) => {
    const notice = shown ? domainNotice(bootstrap) : null;
    return notice && { ...notice, closing };
  });
  let hideTimer: unknown = null;

  const isRead = () => storage.readText(StorageKey.topNotifyRead) === READ;
  const markRead = () => storage.writeText(StorageKey.topNotifyRead, READ);
  const cancelHide = () => {
    if (hideTimer !== null) platform.clearTimeout(hideTimer);
    hideTimer = null;
  };
  client.track(cancelHide);

  return {
    $bar,
    arrive(path) {
      cancelHide();
      $closing.set(false);
      $shown.set(path === RoutePattern.home && !isRead());
    },
    leave() {
      markRead();
    },
    dismiss() {
      if (!$shown.get() || $closing.get()) return;
      markRead();
      $closing.set(true);
      hideTimer = platform.setTimeout(() => {
        hideTimer = null;
        $shown.set(false);
        $closing.set(false);
      }, TOP_NOTIFY_HIDE_DELAY_MS);
    },
  };
}
