import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetslipOdd } from './betslip.schema';
import { enqueueToggle, isPicked, picksWithPending, type PendingToggle } from './pendingToggles.calc';

const serverPick = (oddId: number): BetslipOdd => ({
  oddId,
  isLive: false,
  eventName: 'A – B',
  marketName: 'Match Result',
  oddName: '1',
  rate: 1.5,
  amount: null,
  possibleWin: 0,
  message: '',
  selection: null,
});

/** What a press of an odds button queues, given what the player sees. */
const press = (pending: readonly PendingToggle[], base: readonly BetslipOdd[], oddId: number) =>
  enqueueToggle(pending, {
    kind: 'odd',
    want: isPicked(picksWithPending(base, pending), oddId) ? 'out' : 'in',
    draft: { oddId, isLive: false },
    sent: false,
  });

describe('the slip with unconfirmed changes', () => {
  it('adds a placeholder, marks a removal, and undoes either on a second press', () => {
    const base = [serverPick(1)];
    let pending = press([], base, 2);
    expect(picksWithPending(base, pending).map(({ oddId, isSkeleton }) => [oddId, isSkeleton])).toEqual([
      [1, false],
      [2, true],
    ]);
    pending = press(pending, base, 1);
    expect(picksWithPending(base, pending)[0]).toMatchObject({ oddId: 1, isDeleting: true });
    pending = press(press(pending, base, 1), base, 2);
    expect(pending).toEqual([]);
    expect(picksWithPending(base, pending)).toMatchObject([{ oddId: 1, isDeleting: false, isSkeleton: false }]);
  });

  it('shows every pick as deleting after delete all, and keeps a change already on its way', () => {
    const base = [serverPick(1), serverPick(2)];
    const sent: PendingToggle = { kind: 'odd', want: 'in', draft: { oddId: 3, isLive: false }, sent: true };
    const pending = enqueueToggle(press([sent], base, 2), { kind: 'clear', sent: false });
    expect(pending).toEqual([sent, { kind: 'clear', sent: false }]);
    expect(picksWithPending(base, pending).every((pick) => pick.isDeleting)).toBe(true);
  });

  it('shows as picked exactly the odds pressed an odd number of times, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 40 }), (presses) => {
        let pending: PendingToggle[] = [];
        for (const oddId of presses) pending = press(pending, [], oddId);
        const odd = new Set(presses.filter((oddId) => presses.filter((other) => other === oddId).length % 2 === 1));
        const shown = picksWithPending([], pending).filter((pick) => !pick.isDeleting).map((pick) => pick.oddId);
        expect(new Set(shown)).toEqual(odd);
        expect(pending.length).toBe(odd.size);
      }),
    );
  });
});
