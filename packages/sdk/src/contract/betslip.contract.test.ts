import {
  BetslipType as ServerBetslipType,
  BetStatus as ServerBetStatus,
  DEMO_PASSWORD,
  SelectionResult as ServerSelectionResult,
} from '@oyna/sandbox';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BetslipType, BetStatus, SelectionResult } from '../betslip/betslip.enums';
import { multipleCalculation, placeBetPayload, singleCalculation } from '../betslip/betslip.calc';
import { betslipSchema, calculationSchema, placeBetRefusalSchema, placedBetSchema } from '../betslip/betslip.schema';
import { calculatePayloadSchema, placeBetPayloadSchema } from '../betslip/betslipRequest.schema';
import { myBetsPageSchema, myBetsQuerySchema } from '../betslip/myBets.schema';
import { read } from './contract.read';
import { useContractSandbox } from './contract.sandbox';

// The betslip calls of the operator's back end, read with the SDK's own schemas and sent the
// SDK's own payloads: a field either side does not know fails here.

const sandbox = useContractSandbox({
  testHooks: true,
  liveTickMs: 0,
  clockStart: '2026-03-14T15:07:00Z',
  clockFrozen: true,
});

interface Envelope {
  success: boolean;
  message: string;
  data: any;
}

async function call(path: string, token: string | null, body?: unknown, locale = 'tr'): Promise<Envelope> {
  const response = await fetch(`${sandbox.url()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': locale,
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope;
}

const sportsbook = async (path: string, token: string, body?: unknown, locale = 'tr') => {
  const envelope = await call(`/sbapi/api/sportsbook/${path}`, token, body, locale);
  expect(envelope.success, envelope.message).toBe(true);
  return envelope.data;
};

const anonymousToken = async () => (await call('/api/auth/token', null)).data as string;

describe('the sandbox betslip', () => {
  it('speaks the same enumerations', () => {
    expect(BetStatus).toEqual(ServerBetStatus);
    expect(SelectionResult).toEqual(ServerSelectionResult);
    expect(BetslipType).toEqual(ServerBetslipType);
  });

  it.each(['tr', 'en'])('answers the slip, calculations, placements, refusals and My Bets in the wire shapes (%s)', async (locale) => {
    const guest = await anonymousToken();
    const events = (await call('/sbapi/api/feed/upcoming?sportId=1', guest)).data as any[];
    const [first, second] = events.filter((event) => event.winner?.odd1Id);
    const [live] = ((await call('/sbapi/api/feed/liveeventlist', guest, { sportId: 1, skip: 0, take: 200 })).data as any[])
      .flatMap((group) => group.events)
      .filter((event) => event.eventStatus === 'O' && event.winner?.odd1Id);

    read(betslipSchema, await sportsbook('betslip', guest, undefined, locale));
    read(betslipSchema, await sportsbook('toggleOdd', guest, { oddId: first.winner.odd1Id, isLive: false }, locale));
    read(betslipSchema, await sportsbook('toggleOdd', guest, { oddId: live.winner.odd2Id, isLive: true }, locale));
    const slip = read(betslipSchema, await sportsbook('toggleOdd', guest, { oddId: second.totalGoal.overId, isLive: false }, locale));
    expect(slip.oddList).toHaveLength(3);
    expect(slip.multipleBet).not.toBeNull();

    const single = z.parse(calculatePayloadSchema, singleCalculation({ oddId: first.winner.odd1Id, amount: 12.5 }));
    expect(read(calculationSchema, await sportsbook('calculate', guest, single, locale))).toMatchObject({ betAmount: 12.5 });
    const multiple = z.parse(calculatePayloadSchema, multipleCalculation(10));
    expect(read(calculationSchema, await sportsbook('calculate', guest, multiple, locale)).totalRate).toBe(slip.multipleBet!.totalRate);

    const login = await call('/api/auth/login', guest, { username: locale === 'tr' ? 'demouser' : 'vipuser', password: DEMO_PASSWORD }, locale);
    const player = login.data.token as string;
    const picks = read(betslipSchema, await sportsbook('betslip', player, undefined, locale)).oddList;
    expect(picks.map((pick) => pick.oddId)).toEqual(slip.oddList.map((pick) => pick.oddId));

    await call('/__test/odds', null, { oddId: first.winner.odd1Id, rate: 9.99 });
    const refusedBody = z.parse(placeBetPayloadSchema, placeBetPayload({ type: BetslipType.Multiple, stake: 10, acceptChanges: false }));
    const refused = await call('/sbapi/api/sportsbook/placeBet', player, refusedBody, locale);
    expect(refused.success).toBe(false);
    expect(read(placeBetRefusalSchema, refused.data).oddInfo.map((info) => info.oddId)).toEqual([first.winner.odd1Id]);

    const placeBody = z.parse(placeBetPayloadSchema, placeBetPayload({ type: BetslipType.Single, picks: [{ oddId: first.winner.odd1Id, amount: 5 }, { oddId: second.totalGoal.overId, amount: null }], acceptChanges: true }));
    // The sandbox names the coupons it made (the spec does not promise them; the SDK does without).
    const placed = read(placedBetSchema, await sportsbook('placeBet', player, placeBody, locale))!;
    expect(placed.betIds).toHaveLength(1);

    const guestRefusal = await call('/sbapi/api/sportsbook/placeBet', await anonymousToken(), placeBody, locale);
    expect(guestRefusal).toMatchObject({ success: false, message: locale === 'en' ? 'Please login first' : 'Lütfen önce giriş yapın' });
    read(placeBetRefusalSchema, guestRefusal.data);

    await call('/__test/finish', null, { eventId: first.id, homeScore: 3, awayScore: 0 });
    const query = z.parse(myBetsQuerySchema, { skip: 0, take: 50, settled: true });
    const page = read(myBetsPageSchema, await sportsbook('mybets', player, query, locale));
    expect(page.items[0]).toMatchObject({ betId: placed.betIds[0], status: BetStatus.Won, payout: 49.95 });
    read(myBetsPageSchema, await sportsbook('mybets', player, { ...query, settled: false }, locale));
  });
});
