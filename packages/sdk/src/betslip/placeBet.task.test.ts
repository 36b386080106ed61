import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { OddsFormat } from '../feed/shared/oddsFormat.enums';
import { SB_API, envelope, useFakeApi } from '../test/fakeApi';
import { createTestClient, loggedInClient } from '../test/testClient';
import { PLACE_BET_SUCCESS_MS } from './betslip.constants';
import { BetslipType } from './betslip.enums';
import { betslipPick } from './betslip.fixtures';
import type { BetslipState, PlaceBetMessage } from './betslip.types';
import { createPlaceBet } from './placeBet.task';

const api = useFakeApi();
const { http, HttpResponse } = api;

const pick = (oddId: number, amount: number) => betslipPick(oddId, { rate: 2, amount, possibleWin: amount * 2 });
const state = (rest: Partial<BetslipState> = {}): BetslipState => ({
  picks: [pick(1, 10), pick(2, 5)],
  multipleBet: null,
  type: BetslipType.Single,
  loading: false,
  placing: false,
  placeBetStatus: false,
  placeBetMessage: null,
  acceptChanges: true,
  oddsFormat: OddsFormat.Decimal,
  canBet: true,
  ...rest,
});

function setup(harness: ReturnType<typeof createTestClient>, slip = state()) {
  const calls: string[] = [];
  const flags: Record<string, boolean> = {};
  const errors: unknown[] = [];
  const $placeBetMessage = atom<PlaceBetMessage | null>(null);
  const $oddMessages = atom<ReadonlyMap<number, string>>(new Map());
  const placeBet = createPlaceBet(
    harness.client,
    atom(slip),
    $placeBetMessage,
    $oddMessages,
    (flag, value) => void (flags[flag] = value),
    () => void calls.push('clearStakes'),
    () => void calls.push('announce'),
    () => void calls.push('reload'),
    (error) => errors.push(error),
  );
  return { ...harness, placeBet, calls, flags, errors, $placeBetMessage, $oddMessages };
}

describe('placing the slip', () => {
  it('asks a guest to log in and sends nothing', async () => {
    const { placeBet, $placeBetMessage } = setup(createTestClient());
    expect(await placeBet()).toEqual({ status: 'loginRequired' });
    expect($placeBetMessage.get()).toEqual({ kind: 'loginRequired' });
    expect(api.callsTo('sportsbook/placeBet')).toHaveLength(0);
  });

  it('sends nothing for a slip that cannot be placed yet', async () => {
    const { placeBet } = setup(loggedInClient(), state({ canBet: false }));
    expect(await placeBet()).toEqual({ status: 'notReady' });
    expect(api.callsTo('sportsbook/placeBet')).toHaveLength(0);
  });

  it('places once however often it is pressed, then clears the stakes, tells the page and shows the success for 5 s', async () => {
    api.server.use(http.post(`${SB_API}sportsbook/placeBet`, () => HttpResponse.json(envelope({ betIds: [41, 42], balance: 1485 }))));
    const harness = setup(loggedInClient());
    const { placeBet, calls, flags, client, tick } = harness;
    const placed: unknown[] = [];
    client.on('betPlaced', (detail) => placed.push(detail));

    const [first, second] = await Promise.all([placeBet(), placeBet()]);

    expect(first).toEqual({ status: 'placed', betIds: [41, 42] });
    expect(second).toBe(first);
    const [request] = api.callsTo('sportsbook/placeBet');
    expect(api.callsTo('sportsbook/placeBet')).toHaveLength(1);
    expect(await request!.json()).toEqual({
      type: BetslipType.Single,
      selection: [{ oddId: 1, amount: 10 }, { oddId: 2, amount: 5 }],
      acceptChanges: true,
    });
    expect(request!.headers.get('idempotency-key')).toBeTruthy();
    expect(placed).toEqual([{ betIds: [41, 42], stake: 15 }]);
    expect(calls).toEqual(['clearStakes', 'announce', 'reload']);
    expect(flags).toEqual({ placing: false, placeBetStatus: true });
    tick(PLACE_BET_SUCCESS_MS);
    expect(flags.placeBetStatus).toBe(false);
  });

  it("shows a refusal over the button and each pick's reason under it, and reloads the slip", async () => {
    api.server.use(
      http.post(`${SB_API}sportsbook/placeBet`, () =>
        HttpResponse.json(envelope({ oddInfo: [{ oddId: 2, message: 'Odds changed' }] }, 'Some odds changed', false)),
      ),
    );
    const { placeBet, calls, errors, $placeBetMessage, $oddMessages } = setup(loggedInClient());

    expect(await placeBet()).toEqual({ status: 'refused', message: 'Some odds changed' });
    expect($placeBetMessage.get()).toEqual({ kind: 'server', text: 'Some odds changed' });
    expect([...$oddMessages.get()]).toEqual([[2, 'Odds changed']]);
    expect(calls).toEqual(['reload']);
    expect(errors).toHaveLength(1);
  });

  it('answers a network failure as failed, typed, with the stakes kept', async () => {
    api.server.use(http.post(`${SB_API}sportsbook/placeBet`, () => HttpResponse.error()));
    const { placeBet, calls, $placeBetMessage } = setup(loggedInClient());

    const result = await placeBet();

    expect(result).toMatchObject({ status: 'failed', error: { name: 'NetworkError' } });
    expect(calls).toEqual([]);
    expect($placeBetMessage.get()).toBeNull();
  });
});
