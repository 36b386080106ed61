import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, type OynaError } from '../errors/oyna.errors';
import { STOP_DELAY_MS } from '../client/whileObserved';
import { StorageKey } from '../platform/storage.keys';
import { useStoreSandbox, type SandboxOdd } from '../test/storeSandbox';
import { unsubscribed } from '../test/unsubscribed';
import { until } from '../test/until';
import { sessionOf } from '../session/session.store';
import { oddsOf } from '../feed/shared/odds.store';
import { FOLLOW_ODDS_DELAY_MS } from './betslip.constants';
import { getBetslip } from './betslip.api';
import { betslipOf } from './betslip.store';
import { BetslipType } from './betslip.enums';

// The betslip against the operator's back end (a real sandbox, reset before each test): what the
// slip shows is what the server keeps. A race is made to happen by holding a call at the network
// boundary until the test lets it go, never by waiting on the clock.

const sandbox = useStoreSandbox();

const draft = (odd: SandboxOdd) => ({ oddId: odd.id, isLive: false });
const byId = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
/** What a stake wins at a rate, to the kuruş. */
const winOf = (stake: number, rate: number) => Math.round(stake * rate * 100) / 100;
/** A rate `by` away from `rate`, as the operator could move it. */
const moved = (rate: number, by: number) => Math.round((rate + by) * 100) / 100;

const settled = (betslip: ReturnType<typeof betslipOf>) => () =>
  betslip.$betslip.get().picks.every((pick) => !pick.isSkeleton && !pick.isDeleting) && !betslip.$betslip.get().loading;

/** The odd ids the sandbox keeps on a token's slip. */
const serverOddIds = async (token: string) => byId((await sandbox.slipOf(token)).oddList.map((pick) => pick.oddId as number));

describe('toggling an odd', () => {
  it('shows the pick at once as a placeholder, pressed, then the server’s pick', async () => {
    const [odd] = await sandbox.prematchOdds(1);
    const { client } = sandbox.client();
    const betslip = betslipOf(client);
    await until(settled(betslip));

    betslip.toggle({ oddId: odd!.id, isLive: true, eventName: 'A – B', marketName: 'Match Result', oddName: '1', rate: 2 });

    expect(betslip.$pickedOddIds.get().has(odd!.id)).toBe(true);
    expect(betslip.$betslip.get().picks).toMatchObject([{ oddId: odd!.id, isSkeleton: true, eventName: 'A – B' }]);
    await until(settled(betslip));
    const [served] = (await sandbox.slipOf(await client.anonymousToken())).oddList;
    expect(served.eventName).not.toBe('A – B');
    expect(betslip.$betslip.get().picks).toMatchObject([
      { oddId: odd!.id, isSkeleton: false, isLive: false, eventName: served.eventName, rate: odd!.rate },
    ]);
  });

  it("reads picks that carry only the spec's fields (no eventId, no isLive)", async () => {
    const [odd] = await sandbox.prematchOdds(1);
    const { client } = sandbox.client();
    const betslip = betslipOf(client);
    await until(settled(betslip));
    const specOnly = ({ eventId: _event, isLive: _live, ...pick }: Record<string, unknown>) => pick;
    sandbox.net.reshape('sportsbook/toggleOdd', (body: { data: { oddList: Array<Record<string, unknown>> } }) => ({
      ...body,
      data: { ...body.data, oddList: body.data.oddList.map(specOnly) },
    }));

    betslip.toggle(draft(odd!));
    await until(settled(betslip));

    expect(betslip.$betslip.get().picks).toMatchObject([{ oddId: odd!.id, isSkeleton: false, isLive: false, rate: odd!.rate }]);
  });

  it('sends the toggle once the frame that shows the press is drawn, not in the same task', async () => {
    const [odd] = await sandbox.prematchOdds(1);
    let paint!: () => void;
    const painted = new Promise<void>((resolve) => (paint = resolve));
    const { client } = sandbox.client({ platform: { afterPaint: () => painted } });
    const betslip = betslipOf(client);
    await client.anonymousToken();

    betslip.toggle(draft(odd!));
    await sandbox.net.idle();

    expect(betslip.$pickedOddIds.get().has(odd!.id)).toBe(true);
    expect(sandbox.net.callsTo('sportsbook/toggleOdd')).toEqual([]);
    paint();
    await until(settled(betslip));
    expect(sandbox.net.callsTo('sportsbook/toggleOdd')).toHaveLength(1);
    expect(await serverOddIds(await client.anonymousToken())).toEqual([odd!.id]);
  });

  it('removes a pick at once from the pressed odds and shows it deleting until the server agrees', async () => {
    const [odd] = await sandbox.prematchOdds(1);
    const { client } = sandbox.client();
    const betslip = betslipOf(client);
    betslip.toggle(draft(odd!));
    await until(settled(betslip));

    betslip.toggle(draft(odd!));

    expect(betslip.$pickedOddIds.get().has(odd!.id)).toBe(false);
    expect(betslip.$betslip.get().picks).toMatchObject([{ oddId: odd!.id, isDeleting: true }]);
    await until(() => betslip.$betslip.get().picks.length === 0);
    expect(await serverOddIds(await client.anonymousToken())).toEqual([]);
  });

  it('brings back the exact previous slip and reports the server’s refusal', async () => {
    const [first, second, over] = await sandbox.prematchOdds(3);
    const { client } = sandbox.client();
    const betslip = betslipOf(client);
    betslip.toggle(draft(first!));
    betslip.toggle(draft(second!));
    await until(settled(betslip));
    betslip.setMultipleStake(50);
    const before = betslip.$betslip.get();
    const errors: OynaError[] = [];
    betslip.onError((error) => errors.push(error));
    // The match ends before the player picks it: its odds are no longer offered.
    await sandbox.hook('finish', { eventId: over!.eventId });

    betslip.toggle(draft(over!));
    expect(betslip.$betslip.get().picks).toHaveLength(3);
    await until(() => errors.length === 1);

    expect(betslip.$betslip.get()).toEqual(before);
    expect(errors[0]).toBeInstanceOf(ApiError);
    expect(errors[0]!.message).toBe('This event has finished');
    expect(await serverOddIds(await client.anonymousToken())).toEqual(byId([first!.id, second!.id]));
  });

  it('brings back the exact previous slip when the network fails', async () => {
    const [odd] = await sandbox.prematchOdds(1);
    const { client } = sandbox.client();
    const betslip = betslipOf(client);
    betslip.toggle(draft(odd!));
    await until(settled(betslip));
    const before = betslip.$betslip.get();
    const errors: OynaError[] = [];
    betslip.onError((error) => errors.push(error));
    sandbox.net.fail('sportsbook/toggleOdd');

    betslip.toggle(draft(odd!));
    expect(betslip.$betslip.get().picks[0]!.isDeleting).toBe(true);
    await until(() => errors.length === 1);

    expect(betslip.$betslip.get()).toEqual(before);
    expect(errors[0]).toBeInstanceOf(NetworkError);
    expect(await serverOddIds(await client.anonymousToken())).toEqual([odd!.id]);
  });

  it('stays correct under many quick toggles of different odds, in step with the server', async () => {
    const odds = await sandbox.prematchOdds(7);
    const [o1, o2, o3, o4, o5, o6, o7] = odds.map((odd) => odd.id) as [number, number, number, number, number, number, number];
    const { client } = sandbox.client();
    const betslip = betslipOf(client);
    await until(settled(betslip));
    // The first toggle stays on its way while the player goes on pressing.
    const first = sandbox.net.hold('sportsbook/toggleOdd');

    for (const oddId of [o1, o2, o3, o4, o5, o2, o6, o4, o7]) betslip.toggle({ oddId, isLive: false });

    const expected = byId([o1, o3, o5, o6, o7]);
    expect(byId(betslip.$pickedOddIds.get())).toEqual(expected);
    await first.arrived;
    expect(sandbox.net.callsTo('sportsbook/toggleOdd')).toHaveLength(1);
    expect(byId(betslip.$pickedOddIds.get())).toEqual(expected);
    await first.release();
    await until(settled(betslip));
    expect(byId(betslip.$betslip.get().picks.map((pick) => pick.oddId))).toEqual(expected);
    expect(await serverOddIds(await client.anonymousToken())).toEqual(expected);
  });

  it('lets the last word for one odd win, sending only what is needed', async () => {
    const [odd] = await sandbox.prematchOdds(1);
    const { client } = sandbox.client();
    const betslip = betslipOf(client);
    await until(settled(betslip));
    const first = sandbox.net.hold('sportsbook/toggleOdd');

    for (let press = 0; press < 5; press++) betslip.toggle(draft(odd!));

    await first.arrived;
    await first.release();
    await until(settled(betslip));
    expect([...betslip.$pickedOddIds.get()]).toEqual([odd!.id]);
    expect(await serverOddIds(await client.anonymousToken())).toEqual([odd!.id]);
    expect(sandbox.net.callsTo('sportsbook/toggleOdd').length).toBeLessThanOrEqual(3);
  });

  it('removes every pick at once with delete all', async () => {
    const [first, second] = await sandbox.prematchOdds(2);
    const { client } = sandbox.client();
    const betslip = betslipOf(client);
    betslip.toggle(draft(first!));
    betslip.toggle({ oddId: second!.id, isLive: true });
    await until(settled(betslip));

    betslip.removeAll();

    expect(betslip.$pickedOddIds.get().size).toBe(0);
    await until(() => betslip.$betslip.get().picks.length === 0);
    expect(await serverOddIds(await client.anonymousToken())).toEqual([]);
  });
});

describe('the betslip type', () => {
  it('is forced by the pick count, and Multiple is selectable only with two picks or more', async () => {
    const [first, second] = await sandbox.prematchOdds(2);
    const { client } = sandbox.client();
    const betslip = betslipOf(client);
    const type = () => betslip.$betslip.get().type;

    betslip.toggle({ oddId: first!.id, isLive: true });
    expect(type()).toBe(BetslipType.Single);
    betslip.selectType(BetslipType.Multiple);
    expect(type()).toBe(BetslipType.Single);

    betslip.toggle(draft(second!));
    expect(type()).toBe(BetslipType.Multiple);
    betslip.selectType(BetslipType.Single);
    expect(type()).toBe(BetslipType.Single);

    betslip.toggle(draft(second!));
    expect(type()).toBe(BetslipType.Single);
    await until(settled(betslip));
  });
});

describe('stakes', () => {
  it('shows the possible win at once and asks the server once the player pauses', async () => {
    const [odd] = await sandbox.prematchOdds(1);
    const { client, tick } = sandbox.client();
    const betslip = betslipOf(client);
    betslip.toggle(draft(odd!));
    await until(settled(betslip));
    // The operator moves the price; the slip shows the rate it was picked at until it reloads, the
    // server calculates at the new one: the possible win it answers is not the one shown first.
    const rate = moved(odd!.rate, 0.5);
    await sandbox.hook('odds', { oddId: odd!.id, rate });

    betslip.setSingleStake(odd!.id, 1);
    betslip.setSingleStake(odd!.id, 10);
    expect(betslip.$betslip.get().picks[0]).toMatchObject({ amount: 10, possibleWin: winOf(10, odd!.rate) });
    tick(300);
    await until(() => betslip.$betslip.get().picks[0]!.possibleWin === winOf(10, rate));

    const calls = sandbox.net.callsTo('sportsbook/calculate');
    expect(calls).toHaveLength(1);
    expect(await calls[0]!.json()).toEqual({ type: 1, oddId: odd!.id, amount: 10 });
  });

  it('drops the calculation of a pick the player removed, waiting or on its way, and keeps its refusal quiet', async () => {
    const [first, second, third] = await sandbox.prematchOdds(3);
    const { client, tick } = sandbox.client();
    const betslip = betslipOf(client);
    const errors: OynaError[] = [];
    betslip.onError((error) => errors.push(error));
    for (const odd of [first!, second!, third!]) betslip.toggle(draft(odd));
    await until(settled(betslip));

    betslip.setSingleStake(first!.id, 10);
    betslip.toggle(draft(first!));
    tick(300);
    await sandbox.net.idle();
    expect(sandbox.net.callsTo('sportsbook/calculate')).toHaveLength(0);

    const onItsWay = sandbox.net.hold('sportsbook/calculate');
    betslip.setSingleStake(second!.id, 10);
    tick(300);
    await onItsWay.arrived;
    betslip.toggle(draft(second!));
    betslip.setMultipleStake(10);
    betslip.toggle(draft(third!));
    tick(300);
    await until(settled(betslip));
    // The server has taken the pick off by the time the calculation reaches it, and refuses it.
    const answer = await onItsWay.release();
    expect(answer.body).toMatchObject({ success: false, message: 'This pick is not in your betslip.' });
    await sandbox.net.idle();
    expect(sandbox.net.callsTo('sportsbook/calculate')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('treats an empty or zero stake as no stake: nothing calculated, nothing to place', async () => {
    const [first, second] = await sandbox.prematchOdds(2);
    const { client, tick } = sandbox.client();
    const betslip = betslipOf(client);
    betslip.toggle(draft(first!));
    betslip.toggle(draft(second!));
    await until(settled(betslip));

    betslip.setMultipleStake(null);
    betslip.setSingleStake(first!.id, 0);
    tick(300);
    await sandbox.net.idle();

    expect(sandbox.net.callsTo('sportsbook/calculate')).toHaveLength(0);
    expect(betslip.$betslip.get().canBet).toBe(false);
  });

  it('steps the multiple stake by 100 for players only', async () => {
    const [first, second] = await sandbox.prematchOdds(2);
    const guest = betslipOf(sandbox.client().client);
    guest.stepMultipleStake(1);
    expect(guest.$betslip.get().multipleBet).toBeNull();

    const { client, auth } = await sandbox.playerClient();
    const betslip = betslipOf(client);
    betslip.toggle(draft(first!));
    betslip.toggle(draft(second!));
    await until(settled(betslip));
    const { totalRate } = (await sandbox.slipOf(auth.token)).multipleBet;
    betslip.stepMultipleStake(1);
    betslip.stepMultipleStake(1);
    betslip.stepMultipleStake(-1);
    expect(betslip.$betslip.get().multipleBet).toMatchObject({ betAmount: 100, possibleWin: winOf(100, totalRate) });
    betslip.setMultipleStake(50);
    betslip.stepMultipleStake(-1);
    expect(betslip.$betslip.get().multipleBet!.betAmount).toBeNull();
  });
});

describe('placing a bet', () => {
  /** A player's slip with one pick staked 100 (its calculation still waiting), as the page shows it with the balance. */
  async function readySlip() {
    const [odd, other] = await sandbox.prematchOdds(2);
    const harness = await sandbox.playerClient();
    sessionOf(harness.client).$balance.listen(() => {});
    const betslip = betslipOf(harness.client);
    betslip.$betslip.listen(() => {});
    betslip.toggle(draft(odd!));
    await until(settled(betslip));
    betslip.setSingleStake(odd!.id, 100);
    return { ...harness, betslip, odd: odd!, other: other! };
  }

  it('asks a guest to log in first, without a request', async () => {
    const [odd] = await sandbox.prematchOdds(1);
    const betslip = betslipOf(sandbox.client().client);
    betslip.toggle(draft(odd!));
    await until(settled(betslip));

    expect(await betslip.placeBet()).toEqual({ status: 'loginRequired' });
    expect(betslip.$betslip.get().placeBetMessage).toEqual({ kind: 'loginRequired' });
    await sandbox.net.idle();
    expect(sandbox.net.callsTo('sportsbook/placeBet')).toHaveLength(0);
  });

  it('sends one request however many times it is pressed', async () => {
    const { client, betslip, odd, auth } = await readySlip();
    const placing = sandbox.net.hold('sportsbook/placeBet');

    const announced: Array<{ betIds: readonly number[]; stake: number }> = [];
    client.on('betPlaced', (placed) => announced.push(placed));
    const presses = Array.from({ length: 5 }, () => betslip.placeBet());
    await placing.arrived;
    presses.push(...Array.from({ length: 5 }, () => betslip.placeBet()));
    const answer = await placing.release();
    const results = await Promise.all(presses);

    expect(sandbox.net.callsTo('sportsbook/placeBet')).toHaveLength(1);
    expect(answer.body.success).toBe(true);
    expect(results).toEqual(Array.from({ length: 10 }, () => ({ status: 'placed', betIds: answer.body.data.betIds })));
    const [request] = sandbox.net.callsTo('sportsbook/placeBet');
    expect(await request!.json()).toEqual({ type: 1, selection: [{ oddId: odd.id, amount: 100 }], acceptChanges: true });
    expect(request!.headers.get('idempotency-key')).toBeTruthy();
    // Told once, to whoever follows the client (a partner's page through @oyna/embed).
    expect(announced).toEqual([{ betIds: answer.body.data.betIds, stake: 100 }]);
    const open = await sandbox.sb('sportsbook/mybets', auth.token, { skip: 0, take: 50, settled: false });
    expect(open.data.total).toBe(1);
  });

  it("places the bet when the back end answers the spec's success and message alone, naming no coupons", async () => {
    const { client, betslip, auth } = await readySlip();
    const announced: Array<{ betIds: readonly number[]; stake: number }> = [];
    client.on('betPlaced', (placed) => announced.push(placed));
    sandbox.net.reshape('sportsbook/placeBet', (body: { success: boolean; message: string }) => ({ success: body.success, message: body.message, data: null }));

    expect(await betslip.placeBet()).toEqual({ status: 'placed', betIds: [] });
    expect(betslip.$betslip.get().placeBetStatus).toBe(true);
    expect(announced).toEqual([{ betIds: [], stake: 100 }]);
    const open = await sandbox.sb('sportsbook/mybets', auth.token, { skip: 0, take: 50, settled: false });
    expect(open.data.total).toBe(1);
  });

  it('drops a stake calculation still waiting when the bet is placed', async () => {
    // The stake was typed a moment ago: its calculation is still waiting.
    const { betslip, tick } = await readySlip();
    const errors: OynaError[] = [];
    betslip.onError((error) => errors.push(error));

    expect(await betslip.placeBet()).toMatchObject({ status: 'placed' });
    tick(300);
    await sandbox.net.idle();

    expect(sandbox.net.callsTo('sportsbook/calculate')).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it('shows the success for 5 s, reloads the slip and the balance', async () => {
    const { client, betslip, tick, auth } = await readySlip();
    const placing: boolean[] = [];
    betslip.$betslip.subscribe((state) => placing.push(state.placing));
    await sandbox.net.idle();
    const balanceLoads = sandbox.net.callsTo('user/balance').length;
    const slipLoads = sandbox.net.callsTo('sportsbook/betslip').length;

    await betslip.placeBet();

    expect(placing).toContain(true);
    expect(betslip.$betslip.get()).toMatchObject({ placing: false, placeBetStatus: true, placeBetMessage: null });
    await until(
      () => sandbox.net.callsTo('user/balance').length > balanceLoads && sandbox.net.callsTo('sportsbook/betslip').length > slipLoads,
    );
    await until(() => sessionOf(client).$balance.get() === auth.balance - 100 && settled(betslip)());
    expect(betslip.$betslip.get().picks).toEqual([]);
    tick(4999);
    expect(betslip.$betslip.get().placeBetStatus).toBe(true);
    tick(1);
    expect(betslip.$betslip.get().placeBetStatus).toBe(false);
  });

  it('keeps the server’s message, marks the picks it names and shows their new rates', async () => {
    const { betslip, odd, other } = await readySlip();
    betslip.toggle(draft(other));
    await until(settled(betslip));
    betslip.selectType(BetslipType.Single);
    betslip.setSingleStake(other.id, 100);
    betslip.setAcceptChanges(false);
    // Both prices move after the player picked them.
    const rates = { [odd.id]: moved(odd.rate, 0.25), [other.id]: moved(other.rate, 0.4) };
    for (const { id } of [odd, other]) await sandbox.hook('odds', { oddId: id, rate: rates[id] });

    const result = await betslip.placeBet();
    await until(() => betslip.$betslip.get().picks.every((pick) => pick.rate === rates[pick.oddId]));

    const checkPicks = 'Some picks cannot be played as they are; see the message under each.';
    const changed = ({ rate, id }: SandboxOdd) => `Odds changed from ${rate.toFixed(2)} to ${rates[id]!.toFixed(2)}`;
    expect(result).toEqual({ status: 'refused', message: checkPicks });
    expect(betslip.$betslip.get()).toMatchObject({
      placing: false,
      placeBetStatus: false,
      placeBetMessage: { kind: 'server', text: checkPicks },
      picks: [
        { oddId: odd.id, message: changed(odd) },
        { oddId: other.id, message: changed(other) },
      ],
    });
  });

  it('does not send a slip whose possible wins are not all above 0', async () => {
    const { betslip, other } = await readySlip();
    betslip.toggle(draft(other));
    await until(settled(betslip));
    betslip.selectType(BetslipType.Single);

    expect(await betslip.placeBet()).toEqual({ status: 'notReady' });
    await sandbox.net.idle();
    expect(sandbox.net.callsTo('sportsbook/placeBet')).toHaveLength(0);
  });
});

describe('the betslip 401 rule', () => {
  it('gets one anonymous token for 20 betslip calls refused together while logged out', async () => {
    const { client } = sandbox.client();
    await client.anonymousToken();
    // The sandbox forgets every token, as when the guest's anonymous token has expired.
    await sandbox.hook('reset');
    const tokensBefore = sandbox.net.callsTo('auth/token').length;

    const answers = await Promise.all(Array.from({ length: 20 }, () => getBetslip(client)));

    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ oddList: [], multipleBet: null })));
    expect(sandbox.net.callsTo('sportsbook/betslip')).toHaveLength(40);
    expect(sandbox.net.callsTo('auth/token').length - tokensBefore).toBe(1);
  });
});

describe('in step', () => {
  it('loads nothing until something shows the slip, and stops following a moment after the last leaves', async () => {
    const { client, tick, listenerCount } = sandbox.client();
    const betslip = betslipOf(client);
    client.setAuth(await sandbox.login());
    await sandbox.net.idle();
    expect(sandbox.net.callsTo('sportsbook/betslip')).toHaveLength(0);
    const idleListeners = listenerCount();

    const stop = betslip.$pickedOddIds.listen(() => {});
    await until(() => sandbox.net.callsTo('sportsbook/betslip').length === 1);
    await sandbox.net.idle();
    unsubscribed(stop);
    tick(STOP_DELAY_MS);
    expect(listenerCount()).toBe(idleListeners);
    client.emit('reconnected', { hub: 'sbnotify', connectionId: 'c-2' });
    await sandbox.net.idle();
    expect(sandbox.net.callsTo('sportsbook/betslip')).toHaveLength(1);
  });

  it('follows a change made in another tab of the same browser', async () => {
    const [odd] = await sandbox.prematchOdds(1);
    const first = sandbox.client();
    const second = sandbox.client({ platform: { storage: first.platform.storage } });
    // Both tabs share one anonymous token, as two tabs of one browser do.
    await first.client.anonymousToken();
    second.client.reloadFromStorage();
    const here = betslipOf(first.client);
    const there = betslipOf(second.client);
    // The other tab shows its slip.
    second.client.track(there.$betslip.listen(() => {}));
    await until(settled(there));
    const storage = first.platform.storage;
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      setItem(key, value);
      second.storageChangedElsewhere(key);
    };

    here.toggle(draft(odd!));

    await until(() => there.$betslip.get().picks.some((pick) => pick.oddId === odd!.id && !pick.isSkeleton));
    expect(first.platform.storage.getItem(StorageKey.betslipRevision)).toBeTruthy();
  });

  it('reloads at login (the guest’s slip moved to the player) and after a hub reconnect', async () => {
    const [odd] = await sandbox.prematchOdds(1);
    const { client } = sandbox.client();
    const betslip = betslipOf(client);
    betslip.$betslip.listen(() => {});
    await until(() => settled(betslip)() && sandbox.net.callsTo('sportsbook/betslip').length === 1);
    betslip.toggle(draft(odd!));
    await until(settled(betslip));
    const loads = () => sandbox.net.callsTo('sportsbook/betslip').length;
    const before = loads();

    client.setAuth(await sandbox.login('demouser', await client.anonymousToken()));
    await until(() => loads() === before + 1);
    await until(settled(betslip));
    expect(sandbox.net.callsTo('sportsbook/betslip').at(-1)!.headers.get('authorization')).toBe(`Bearer ${client.$auth.get()!.token}`);
    expect(betslip.$betslip.get().picks.map((pick) => pick.oddId)).toEqual([odd!.id]);
    client.emit('reconnected', { hub: 'sbnotify', connectionId: 'c-2' });
    await until(() => loads() === before + 2);
  });

  it('loads the player’s slip after a login that comes while the guest’s slip is loading', async () => {
    const [odd] = await sandbox.prematchOdds(1);
    const auth = await sandbox.login();
    await sandbox.addToSlip(auth.token, odd!.id);
    const { client } = sandbox.client();
    const betslip = betslipOf(client);
    const guestLoad = sandbox.net.hold('sportsbook/betslip');
    betslip.$betslip.listen(() => {});
    await guestLoad.arrived;

    client.setAuth(auth);
    await guestLoad.release();

    await until(() => settled(betslip)() && betslip.$betslip.get().picks.length > 0);
    await sandbox.net.idle();
    expect(betslip.$betslip.get().picks.map((pick) => pick.oddId)).toEqual([odd!.id]);
    expect(sandbox.net.callsTo('sportsbook/betslip').map((request) => request.headers.get('authorization'))).toEqual([
      expect.not.stringContaining(auth.token),
      `Bearer ${auth.token}`,
    ]);
  });

  it('reloads a second after the feed moves one of its picks’ odds, once for a burst, never for other odds', async () => {
    const [odd, other] = await sandbox.prematchOdds(2);
    const { client, tick, auth } = await sandbox.playerClient();
    await sandbox.addToSlip(auth.token, odd!.id);
    const betslip = betslipOf(client);
    betslip.$betslip.listen(() => {});
    await until(() => settled(betslip)() && betslip.$betslip.get().picks.length === 1);
    const loads = () => sandbox.net.callsTo('sportsbook/betslip').length;
    const before = loads();
    const odds = oddsOf(client);

    odds.observe([{ id: other!.id, rate: other!.rate }]);
    odds.observe([{ id: other!.id, rate: moved(other!.rate, 0.2) }]);
    tick(FOLLOW_ODDS_DELAY_MS);
    await sandbox.net.idle();
    expect(loads()).toBe(before);

    odds.observe([{ id: odd!.id, rate: odd!.rate }]);
    odds.observe([{ id: odd!.id, rate: moved(odd!.rate, 0.1) }]);
    odds.observe([{ id: odd!.id, rate: moved(odd!.rate, 0.3) }]);
    tick(FOLLOW_ODDS_DELAY_MS - 1);
    await sandbox.net.idle();
    expect(loads()).toBe(before);
    tick(1);
    await until(() => loads() === before + 1);
    await until(settled(betslip));
    await sandbox.net.idle();
    expect(loads()).toBe(before + 1);
  });

  it('leaves no listener or timer behind when the client is disposed', async () => {
    const [odd] = await sandbox.prematchOdds(1);
    const { client, listenerCount, timerCount } = sandbox.client();
    const betslip = betslipOf(client);
    betslip.toggle(draft(odd!));
    await until(settled(betslip));
    betslip.setSingleStake(odd!.id, 5);

    client.dispose();

    expect(listenerCount()).toBe(0);
    expect(timerCount()).toBe(0);
  });
});

describe('the odds format', () => {
  it('is kept for the next visit', () => {
    const first = sandbox.client();
    betslipOf(first.client).setOddsFormat('fractional');
    const next = sandbox.client({ platform: { storage: first.platform.storage } });
    expect(betslipOf(next.client).$betslip.get().oddsFormat).toBe('fractional');
    expect(betslipOf(next.client).$oddsFormat.get()).toBe('fractional');
  });
});

describe('the picked odds', () => {
  it('change only when an odd goes in or out, not on a stake or a server answer', async () => {
    const [first, second] = await sandbox.prematchOdds(2);
    const { client, tick } = sandbox.client();
    const betslip = betslipOf(client);
    const seen: ReadonlySet<number>[] = [];
    betslip.$pickedOddIds.listen((picked) => seen.push(picked));

    betslip.toggle(draft(first!));
    await until(settled(betslip));
    betslip.setSingleStake(first!.id, 10);
    tick(300);
    await until(() => sandbox.net.callsTo('sportsbook/calculate').length === 1);
    await sandbox.net.idle();
    betslip.toggle(draft(second!));
    await until(settled(betslip));

    expect(seen.map((picked) => [...picked])).toEqual([[first!.id], [first!.id, second!.id]]);
  });
});
