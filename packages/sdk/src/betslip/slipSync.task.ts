import type { WritableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { freshFlight } from '../client/freshFlight';
import { afterPaint } from '../platform/afterPaint';
import { StorageKey } from '../platform/storage.keys';
import { getBetslip, removeAllOdds, toggleOdd } from './betslip.api';
import type { BetslipData } from './betslip.schema';
import { enqueueToggle, type PendingToggle } from './pendingToggles.calc';

export interface SlipSync {
  /** Reloads the slip from the server; a reload asked for mid-load gets an answer sent after it asked. */
  load(): Promise<void>;
  /** The same, its failure reported rather than thrown. */
  loadQuietly(): void;
  /** Queues the player's change and sends the queue after the press is drawn. */
  change(next: PendingToggle): void;
  /** Tells other tabs of this browser that the slip changed on the server. */
  announce(): void;
}

/**
 * The slip's conversation with the server: one change on the wire at a time, in the order the player
 * made them, each answered with the whole slip; loads wait for the queue, whose answer is newer.
 */
export function createSlipSync(
  client: OynaClient,
  $pending: WritableAtom<readonly PendingToggle[]>,
  setLoading: (loading: boolean) => void,
  /** The server's slip replaces ours. */
  accept: (slip: BetslipData) => void,
  reportError: (error: unknown) => void,
): SlipSync {
  const { platform } = client;
  const announce = () => client.storage.writeText(StorageKey.betslipRevision, platform.randomId());

  let reloadWhenIdle = false;
  const load = freshFlight(async () => {
    if ($pending.get().length > 0) {
      // A toggle's answer is the whole slip; a load now could be older than it.
      reloadWhenIdle = true;
      return;
    }
    setLoading(true);
    try {
      const slip = await getBetslip(client);
      if ($pending.get().length === 0) accept(slip);
      else reloadWhenIdle = true;
    } finally {
      setLoading(false);
    }
  });
  const loadQuietly = () => void load().catch(reportError);

  let sending = false;
  async function drain() {
    if (sending) return;
    sending = true;
    try {
      for (let next = $pending.get()[0]; next; next = $pending.get()[0]) {
        const change = next;
        $pending.set([{ ...change, sent: true }, ...$pending.get().slice(1)]);
        try {
          const slip =
            change.kind === 'clear'
              ? await removeAllOdds(client)
              : await toggleOdd(client, { oddId: change.draft.oddId, isLive: change.draft.isLive });
          accept(slip);
          announce();
        } catch (error) {
          reportError(error);
        } finally {
          $pending.set($pending.get().slice(1));
        }
      }
    } finally {
      sending = false;
    }
    if (reloadWhenIdle) {
      reloadWhenIdle = false;
      loadQuietly();
    }
  }

  return {
    load,
    loadQuietly,
    change(next) {
      $pending.set(enqueueToggle($pending.get(), next));
      // The press is drawn first: building and sending the request (the token, the URL, fetch) in
      // the same task kept the pressed odd off the screen for another frame.
      void afterPaint(platform).then(drain);
    },
    announce,
  };
}
