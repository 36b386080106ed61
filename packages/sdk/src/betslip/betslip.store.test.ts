import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, type OynaError } from '../errors/oyna.errors';
import { STOP_DELAY_MS } from '../client/whileObserved';
import { StorageKey } from '../platform/storage.keys';
import { API, SB_API, demoUser, envelope, useFakeApi } from '../test/fakeApi';
import { createTestClient, loggedInClient } from '../test/testClient';
import { unsubscribed } from '../test/unsubscribed';
import { until } from '../test/until';
import { sessionOf } from '../session/session.store';
import { oddsOf } from '../feed/shared/odds.store';
import { FOLLOW_ODDS_DELAY_MS } from './betslip.constants';
import { betslipOf } from './betslip.store';
import { BetslipType } from './betslip.enums';
import type { BetslipOdd } from './betslip.schema';

const api = useFakeApi();
const { http, HttpResponse } = api;

const odd = (oddId: number, rate = 2): BetslipOdd => ({
  oddId,
  eventId: Math.floor(oddId / 100),
  isLive: false,
  eventName: `Home ${oddId} – Away ${oddId}`,
  marketName: 'Match Result',
  oddName: '1',
  rate,
  amount: null,
  possibleWin: 0,
  message: '',
  selection: null,
});

/**
 * A sportsbook that keeps one slip per bearer token, as the sandbox does, answering after `delayMs`.
 * `refuse` makes toggles of those odd ids fail; `offline` makes toggles fail on the network.
 */
function fakeSportsbook({ delayMs = 5 } = {}) {
  const slips = new Map<string, BetslipOdd[]>();
  const refuse = new Set<number>();
  const offline = new Set<number>();
  const slipOf = (request: Request) => {
    const token = request.headers.get('authorization') ?? '';
    if (!slips.has(token)) slips.set(token, []);
    return slips.get(token)!;
  };
  const answer = (list: BetslipOdd[]) =>
    envelope({
      oddList: list,
      multipleBet: list.length >= 2 ? { totalRate: list.reduce((rate, pick) => rate * pick.rate, 1), possibleWin: 0, betAmount: null } : null,
    });
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  api.server.use(
    http.get(`${SB_API}sportsbook/betslip`, async ({ request }) => {
      await wait();
      return HttpResponse.json(answer(slipOf(request)));
    }),
    http.post(`${SB_API}sportsbook/toggleOdd`, async ({ request }) => {
      const body = (await request.json()) as { oddId?: number };
      await wait();
      if (body.oddId !== undefined && offline.has(body.oddId)) return HttpResponse.error();
      if (body.oddId !== undefined && refuse.has(body.oddId)) {
        return HttpResponse.json(envelope(null, 'This odd is no longer offered', false));
      }
      const list = slipOf(request);
      if (body.oddId === undefined) list.length = 0;
      else {
        const index = list.findIndex((pick) => pick.oddId === body.oddId);
        if (index >= 0) list.splice(index, 1);
        else list.push(odd(body.oddId));
      }
      return HttpResponse.json(answer(list));
    }),
  );
  return { slips, refuse, offline, serverOddIds: (token: string) => (slips.get(`Bearer ${token}`) ?? []).map((pick) => pick.oddId) };
}

/** Calculations at odds of 2.50, whatever the odd. */
function serveCalculate() {
  api.server.use(
    http.post(`${SB_API}sportsbook/calculate`, async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      return HttpResponse.json(envelope({ possibleWin: Math.round(body.amount * 250) / 100, betAmount: body.amount }));
    }),
  );
}

const settled = (betslip: ReturnType<typeof betslipOf>) => () =>
  betslip.$betslip.get().picks.every((pick) => !pick.isSkeleton && !pick.isDeleting) && !betslip.$betslip.get().loading;

describe('toggling an odd', () => {
  it('shows the pick at once as a placeholder, pressed, then the server’s pick', async () => {
    fakeSportsbook();
    const { client } = createTestClient();
    const betslip = betslipOf(client);
    await until(settled(betslip));

    betslip.toggle({ oddId: 101, isLive: true, eventName: 'A – B', marketName: 'Match Result', oddName: '1', rate: 2 });

    expect(betslip.$pickedOddIds.get().has(101)).toBe(true);
    expect(betslip.$betslip.get().picks).toMatchObject([{ oddId: 101, isSkeleton: true, eventName: 'A – B' }]);
    await until(settled(betslip));
    expect(betslip.$betslip.get().picks).toMatchObject([{ oddId: 101, isSkeleton: false, eventName: 'Home 101 – Away 101' }]);
  });

  it('removes a pick at once from the pressed odds and shows it deleting until the server agrees', async () => {
    fakeSportsbook();
    const { client } = createTestClient();
    const betslip = betslipOf(client);
    betslip.toggle({ oddId: 101, isLive: false });
    await until(settled(betslip));

    betslip.toggle({ oddId: 101, isLive: false });

    expect(betslip.$pickedOddIds.get().has(101)).toBe(false);
    expect(betslip.$betslip.get().picks).toMatchObject([{ oddId: 101, isDeleting: true }]);
    await until(() => betslip.$betslip.get().picks.length === 0);
  });

  it('brings back the exact previous slip and reports the server’s refusal', async () => {
    const server = fakeSportsbook();
    const { client } = createTestClient();
    const betslip = betslipOf(client);
    betslip.toggle({ oddId: 101, isLive: false });
    betslip.toggle({ oddId: 202, isLive: false });
    await until(settled(betslip));
    betslip.setMultipleStake(50);
    const before = betslip.$betslip.get();
    const errors: OynaError[] = [];
    betslip.onError((error) => errors.push(error));
    server.refuse.add(303);

    betslip.toggle({ oddId: 303, isLive: false });
    expect(betslip.$betslip.get().picks).toHaveLength(3);
    await until(() => errors.length === 1);

    expect(betslip.$betslip.get()).toEqual(before);
    expect(errors[0]).toBeInstanceOf(ApiError);
    expect(errors[0]!.message).toBe('This odd is no longer offered');
  });

  it('brings back the exact previous slip when the network fails', async () => {
    const server = fakeSportsbook();
    const { client } = createTestClient();
    const betslip = betslipOf(client);
    betslip.toggle({ oddId: 101, isLive: false });
    await until(settled(betslip));
    const before = betslip.$betslip.get();
    const errors: OynaError[] = [];
    betslip.onError((error) => errors.push(error));
    server.offline.add(101);

    betslip.toggle({ oddId: 101, isLive: false });
    expect(betslip.$betslip.get().picks[0]!.isDeleting).toBe(true);
    await until(() => errors.length === 1);

    expect(betslip.$betslip.get()).toEqual(before);
    expect(errors[0]).toBeInstanceOf(NetworkError);
  });

  it('stays correct under many quick toggles of different odds, in step with the server', async () => {
    const server = fakeSportsbook({ delayMs: 15 });
    const { client } = createTestClient();
    const betslip = betslipOf(client);
    await until(settled(betslip));

    for (const oddId of [101, 202, 303, 404, 505, 202, 606, 404, 707]) betslip.toggle({ oddId, isLive: false });

    expect([...betslip.$pickedOddIds.get()].sort()).toEqual([101, 303, 505, 606, 707]);
    await until(settled(betslip));
    expect(betslip.$betslip.get().picks.map((pick) => pick.oddId).sort()).toEqual([101, 303, 505, 606, 707]);
    expect(server.serverOddIds(await client.anonymousToken()).sort()).toEqual([101, 303, 505, 606, 707]);
  });

  it('lets the last word for one odd win, sending only what is needed', async () => {
    const server = fakeSportsbook({ delayMs: 20 });
    const { client } = createTestClient();
    const betslip = betslipOf(client);
    await until(settled(betslip));

    for (let press = 0; press < 5; press++) betslip.toggle({ oddId: 101, isLive: false });

    await until(settled(betslip));
    expect([...betslip.$pickedOddIds.get()]).toEqual([101]);
    expect(server.serverOddIds(await client.anonymousToken())).toEqual([101]);
    expect(api.callsTo('sportsbook/toggleOdd').length).toBeLessThanOrEqual(3);
  });

  it('removes every pick at once with delete all', async () => {
    const server = fakeSportsbook();
    const { client } = createTestClient();
    const betslip = betslipOf(client);
    betslip.toggle({ oddId: 101, isLive: false });
    betslip.toggle({ oddId: 202, isLive: true });
    await until(settled(betslip));

    betslip.removeAll();

    expect(betslip.$pickedOddIds.get().size).toBe(0);
    await until(() => betslip.$betslip.get().picks.length === 0);
    expect(server.serverOddIds(await client.anonymousToken())).toEqual([]);
  });
});

describe('the betslip type', () => {
  it('is forced by the pick count, and Multiple is selectable only with two picks or more', async () => {
    fakeSportsbook();
    const { client } = createTestClient();
    const betslip = betslipOf(client);
    const type = () => betslip.$betslip.get().type;

    betslip.toggle({ oddId: 101, isLive: true });
    expect(type()).toBe(BetslipType.Single);
    betslip.selectType(BetslipType.Multiple);
    expect(type()).toBe(BetslipType.Single);

    betslip.toggle({ oddId: 202, isLive: false });
    expect(type()).toBe(BetslipType.Multiple);
    betslip.selectType(BetslipType.Single);
    expect(type()).toBe(BetslipType.Single);

    betslip.toggle({ oddId: 202, isLive: false });
    expect(type()).toBe(BetslipType.Single);
    await until(settled(betslip));
  });
});

describe('stakes', () => {
  it('shows the possible win at once and asks the server once the player pauses', async () => {
    fakeSportsbook();
    serveCalculate();
    const { client, tick } = createTestClient();
    const betslip = betslipOf(client);
    betslip.toggle({ oddId: 101, isLive: false });
    await until(settled(betslip));

    betslip.setSingleStake(101, 1);
    betslip.setSingleStake(101, 10);
    expect(betslip.$betslip.get().picks[0]).toMatchObject({ amount: 10, possibleWin: 20 });
    tick(300);
    await until(() => betslip.$betslip.get().picks[0]!.possibleWin === 25);

    const calls = api.callsTo('sportsbook/calculate');
    expect(calls).toHaveLength(1);
    expect(await calls[0]!.json()).toEqual({ type: 1, oddId: 101, amount: 10 });
  });

  it('drops the calculation of a pick the player removed, waiting or on its way, and keeps its refusal quiet', async () => {
    fakeSportsbook();
    api.server.use(
      http.post(`${SB_API}sportsbook/calculate`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return HttpResponse.json(envelope(null, 'This pick is not in your betslip.', false));
      }),
    );
    const { client, tick } = createTestClient();
    const betslip = betslipOf(client);
    const errors: OynaError[] = [];
    betslip.onError((error) => errors.push(error));
    for (const oddId of [101, 202, 303]) betslip.toggle({ oddId, isLive: false });
    await until(settled(betslip));

    betslip.setSingleStake(101, 10);
    betslip.toggle({ oddId: 101, isLive: false });
    tick(300);
    expect(api.callsTo('sportsbook/calculate')).toHaveLength(0);

    betslip.setSingleStake(202, 10);
    tick(300);
    await until(() => api.callsTo('sportsbook/calculate').length === 1);
    betslip.toggle({ oddId: 202, isLive: false });
    betslip.setMultipleStake(10);
    betslip.toggle({ oddId: 303, isLive: false });
    tick(300);
    await until(settled(betslip));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(api.callsTo('sportsbook/calculate')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('treats an empty or zero stake as no stake: nothing calculated, nothing to place', async () => {
    fakeSportsbook();
    serveCalculate();
    const { client, tick } = createTestClient();
    const betslip = betslipOf(client);
    betslip.toggle({ oddId: 101, isLive: false });
    betslip.toggle({ oddId: 202, isLive: false });
    await until(settled(betslip));

    betslip.setMultipleStake(null);
    betslip.setSingleStake(101, 0);
    tick(300);

    expect(api.callsTo('sportsbook/calculate')).toHaveLength(0);
    expect(betslip.$betslip.get().canBet).toBe(false);
  });

  it('steps the multiple stake by 100 for players only', async () => {
    fakeSportsbook();
    const guest = betslipOf(createTestClient().client);
    guest.stepMultipleStake(1);
    expect(guest.$betslip.get().multipleBet).toBeNull();

    const { client } = loggedInClient();
    const betslip = betslipOf(client);
    betslip.toggle({ oddId: 101, isLive: false });
    betslip.toggle({ oddId: 202, isLive: false });
    await until(settled(betslip));
    betslip.stepMultipleStake(1);
    betslip.stepMultipleStake(1);
    betslip.stepMultipleStake(-1);
    expect(betslip.$betslip.get().multipleBet).toMatchObject({ betAmount: 100, possibleWin: 400 });
    betslip.setMultipleStake(50);
    betslip.stepMultipleStake(-1);
    expect(betslip.$betslip.get().multipleBet!.betAmount).toBeNull();
  });
});

describe('placing a bet', () => {
  function servePlaceBet(reply: () => Response | Promise<Response>) {
    api.server.use(
      http.post(`${SB_API}sportsbook/placeBet`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return reply();
      }),
      http.get(`${API}user/balance`, () => HttpResponse.json(envelope({ balance: 1400 }))),
    );
  }

  async function readySlip() {
    const server = fakeSportsbook();
    const harness = loggedInClient();
    // The page shows the balance and the slip.
    sessionOf(harness.client).$balance.listen(() => {});
    const betslip = betslipOf(harness.client);
    betslip.$betslip.listen(() => {});
    betslip.toggle({ oddId: 101, isLive: false });
    await until(settled(betslip));
    betslip.setSingleStake(101, 100);
    return { ...harness, betslip, server };
  }

  it('asks a guest to log in first, without a request', async () => {
    fakeSportsbook();
    const betslip = betslipOf(createTestClient().client);
    betslip.toggle({ oddId: 101, isLive: false });
    await until(settled(betslip));

    expect(await betslip.placeBet()).toEqual({ status: 'loginRequired' });
    expect(betslip.$betslip.get().placeBetMessage).toEqual({ kind: 'loginRequired' });
    expect(api.callsTo('sportsbook/placeBet')).toHaveLength(0);
  });

  it('sends one request however many times it is pressed', async () => {
    servePlaceBet(() => HttpResponse.json(envelope({ betIds: [7], balance: 1400 }, 'Your coupon has been created')));
    const { betslip } = await readySlip();

    const results = await Promise.all(Array.from({ length: 10 }, () => betslip.placeBet()));

    expect(api.callsTo('sportsbook/placeBet')).toHaveLength(1);
    expect(results.every((result) => result.status === 'placed')).toBe(true);
    const [request] = api.callsTo('sportsbook/placeBet');
    expect(await request!.json()).toEqual({ type: 1, selection: [{ oddId: 101, amount: 100 }], acceptChanges: true });
    expect(request!.headers.get('idempotency-key')).toBeTruthy();
  });

  it('drops a stake calculation still waiting when the bet is placed', async () => {
    servePlaceBet(() => HttpResponse.json(envelope({ betIds: [7], balance: 1400 })));
    // The stake was typed a moment ago: its calculation is still waiting.
    const { betslip, tick } = await readySlip();
    const errors: OynaError[] = [];
    betslip.onError((error) => errors.push(error));

    await betslip.placeBet();
    tick(300);
    await new Promise((resolve) => setTimeout(resolve, 30));

    expect(api.callsTo('sportsbook/calculate')).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it('shows the success for 5 s, reloads the slip and the balance', async () => {
    servePlaceBet(() => HttpResponse.json(envelope({ betIds: [7], balance: 1400 })));
    const { betslip, tick } = await readySlip();
    const placing: boolean[] = [];
    betslip.$betslip.subscribe((state) => placing.push(state.placing));

    await betslip.placeBet();

    expect(placing).toContain(true);
    expect(betslip.$betslip.get()).toMatchObject({ placing: false, placeBetStatus: true, placeBetMessage: null });
    await until(() => api.callsTo('user/balance').length > 0 && api.callsTo('sportsbook/betslip').length >= 2);
    tick(4999);
    expect(betslip.$betslip.get().placeBetStatus).toBe(true);
    tick(1);
    expect(betslip.$betslip.get().placeBetStatus).toBe(false);
  });

  it('keeps the server’s message, marks the picks it names and shows their new rates', async () => {
    servePlaceBet(() =>
      HttpResponse.json(
        envelope({ oddInfo: [{ oddId: 101, message: 'Odds changed from 2.00 to 2.10' }] }, 'Some odds have changed', false),
      ),
    );
    const { betslip, server } = await readySlip();
    for (const slip of server.slips.values()) for (const pick of slip) pick.rate = 2.1;

    const result = await betslip.placeBet();
    await until(() => betslip.$betslip.get().picks[0]!.rate === 2.1);

    expect(result).toEqual({ status: 'refused', message: 'Some odds have changed' });
    expect(betslip.$betslip.get()).toMatchObject({
      placing: false,
      placeBetStatus: false,
      placeBetMessage: { kind: 'server', text: 'Some odds have changed' },
      picks: [{ oddId: 101, message: 'Odds changed from 2.00 to 2.10' }],
    });
  });

  it('does not send a slip whose possible wins are not all above 0', async () => {
    servePlaceBet(() => HttpResponse.json(envelope({ betIds: [7], balance: 1400 })));
    const { betslip } = await readySlip();
    betslip.toggle({ oddId: 202, isLive: false });
    await until(settled(betslip));
    betslip.selectType(BetslipType.Single);

    expect(await betslip.placeBet()).toEqual({ status: 'notReady' });
    expect(api.callsTo('sportsbook/placeBet')).toHaveLength(0);
  });
});

describe('the betslip 401 rule', () => {
  it('gets one anonymous token for 20 betslip calls refused together while logged out', async () => {
    fakeSportsbook();
    const { client } = createTestClient();
    const expired = await client.anonymousToken();
    api.server.use(
      http.post(`${SB_API}sportsbook/calculate`, ({ request }) =>
        request.headers.get('authorization') === `Bearer ${expired}`
          ? HttpResponse.json(envelope(null, 'expired', false), { status: 401 })
          : HttpResponse.json(envelope({ possibleWin: 2, betAmount: 1 })),
      ),
    );
    api.requests.length = 0;
    const { calculateStake } = await import('./betslip.api');

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => calculateStake(client, { type: 1, oddId: 100 + index, amount: 1 })),
    );

    expect(answers).toHaveLength(20);
    expect(api.callsTo('auth/token')).toHaveLength(1);
  });
});

describe('in step', () => {
  it('loads nothing until something shows the slip, and stops following a moment after the last leaves', async () => {
    fakeSportsbook();
    const { client, tick, listenerCount } = createTestClient();
    const betslip = betslipOf(client);
    client.setAuth(demoUser);
    expect(api.callsTo('sportsbook/betslip')).toHaveLength(0);
    const idleListeners = listenerCount();

    const stop = betslip.$pickedOddIds.listen(() => {});
    await until(() => api.callsTo('sportsbook/betslip').length === 1);
    unsubscribed(stop);
    tick(STOP_DELAY_MS);
    expect(listenerCount()).toBe(idleListeners);
    client.emit('reconnected', { hub: 'sbnotify', connectionId: 'c-2' });
    expect(api.callsTo('sportsbook/betslip')).toHaveLength(1);
  });

  it('follows a change made in another tab of the same browser', async () => {
    fakeSportsbook();
    const first = createTestClient();
    const second = createTestClient({ platform: { storage: first.platform.storage } });
    // Both tabs share one anonymous token, as two tabs of one browser do.
    await first.client.anonymousToken();
    second.client.reloadFromStorage();
    const here = betslipOf(first.client);
    const there = betslipOf(second.client);
    await until(settled(there));
    const storage = first.platform.storage;
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      setItem(key, value);
      second.storageChangedElsewhere(key);
    };

    here.toggle({ oddId: 101, isLive: false });

    await until(() => there.$betslip.get().picks.some((pick) => pick.oddId === 101));
    expect(first.platform.storage.getItem(StorageKey.betslipRevision)).toBeTruthy();
  });

  it('reloads at login (the guest’s slip moved to the player) and after a hub reconnect', async () => {
    fakeSportsbook();
    const { client } = createTestClient();
    const betslip = betslipOf(client);
    betslip.$betslip.listen(() => {});
    await until(() => settled(betslip)() && api.callsTo('sportsbook/betslip').length === 1);
    const loads = () => api.callsTo('sportsbook/betslip').length;
    const before = loads();

    client.setAuth(demoUser);
    await until(() => loads() === before + 1);
    client.emit('reconnected', { hub: 'sbnotify', connectionId: 'c-2' });
    await until(() => loads() === before + 2);
  });

  it('loads the player’s slip after a login that comes while the guest’s slip is loading', async () => {
    const sportsbook = fakeSportsbook({ delayMs: 30 });
    sportsbook.slips.set(`Bearer ${demoUser.token}`, [odd(101)]);
    const { client } = createTestClient();
    const betslip = betslipOf(client);
    betslip.$betslip.listen(() => {});
    await until(() => api.callsTo('sportsbook/betslip').length === 1);

    client.setAuth(demoUser);

    await until(() => settled(betslip)() && betslip.$betslip.get().picks.length > 0);
    expect(betslip.$betslip.get().picks.map((pick) => pick.oddId)).toEqual([101]);
  });

  it('reloads a second after the feed moves one of its picks’ odds, once for a burst, never for other odds', async () => {
    const sportsbook = fakeSportsbook();
    sportsbook.slips.set(`Bearer ${demoUser.token}`, [odd(101)]);
    const { client, tick } = loggedInClient();
    const betslip = betslipOf(client);
    betslip.$betslip.listen(() => {});
    await until(() => settled(betslip)() && betslip.$betslip.get().picks.length === 1);
    const loads = () => api.callsTo('sportsbook/betslip').length;
    const before = loads();
    const odds = oddsOf(client);

    odds.observe([{ id: 202, rate: 2 }]);
    odds.observe([{ id: 202, rate: 2.2 }]);
    tick(FOLLOW_ODDS_DELAY_MS);
    expect(loads()).toBe(before);

    odds.observe([{ id: 101, rate: 2 }]);
    odds.observe([{ id: 101, rate: 2.1 }]);
    odds.observe([{ id: 101, rate: 2.3 }]);
    tick(FOLLOW_ODDS_DELAY_MS - 1);
    expect(loads()).toBe(before);
    tick(1);
    await until(() => loads() === before + 1);
    await until(settled(betslip));
    expect(loads()).toBe(before + 1);
  });

  it('leaves no listener or timer behind when the client is disposed', async () => {
    fakeSportsbook();
    const { client, listenerCount, timerCount } = createTestClient();
    const betslip = betslipOf(client);
    betslip.toggle({ oddId: 101, isLive: false });
    await until(settled(betslip));
    betslip.setSingleStake(101, 5);

    client.dispose();

    expect(listenerCount()).toBe(0);
    expect(timerCount()).toBe(0);
  });
});

describe('the odds format', () => {
  it('is kept for the next visit', () => {
    fakeSportsbook();
    const first = createTestClient();
    betslipOf(first.client).setOddsFormat('fractional');
    const next = createTestClient({ platform: { storage: first.platform.storage } });
    expect(betslipOf(next.client).$betslip.get().oddsFormat).toBe('fractional');
    expect(betslipOf(next.client).$oddsFormat.get()).toBe('fractional');
  });
});

describe('the picked odds', () => {
  it('change only when an odd goes in or out, not on a stake or a server answer', async () => {
    fakeSportsbook();
    serveCalculate();
    const { client, tick } = createTestClient();
    const betslip = betslipOf(client);
    const seen: ReadonlySet<number>[] = [];
    betslip.$pickedOddIds.listen((picked) => seen.push(picked));

    betslip.toggle({ oddId: 101, isLive: false });
    await until(settled(betslip));
    betslip.setSingleStake(101, 10);
    tick(300);
    await until(() => api.callsTo('sportsbook/calculate').length === 1);
    betslip.toggle({ oddId: 202, isLive: false });
    await until(settled(betslip));

    expect(seen.map((picked) => [...picked])).toEqual([[101], [101, 202]]);
  });
});
