import type { OynaClient } from '../client/createOyna';
import type { RequestOptions } from '../http/http.client';
import {
  betslipSchema,
  calculationSchema,
  placedBetSchema,
  type BetslipData,
  type Calculation,
} from './betslip.schema';
import type { CalculatePayload, PlaceBetPayload } from './betslipRequest.schema';
import { signOutOnUnauthorized, type UnauthorizedPolicy } from '../http/unauthorized.policy';

/**
 * The betslip's 401 rule: a guest's betslip outlives an expired anonymous token, so while logged out
 * a 401 fetches a fresh anonymous token (one request however many calls failed together, even when
 * their answers arrive after the new token did) and
 * retries the call once. A 401 with a login, or on the retry, follows the default rule.
 */
export const betslipUnauthorizedPolicy: UnauthorizedPolicy = async (context) => {
  if (context.loggedIn || context.retried) return signOutOnUnauthorized(context);
  // Calls refused together share one new token: only the first to notice fetches it.
  const current = context.anonymousToken();
  if (current === null || current === context.sentToken) await context.refreshAnonymousToken();
  const retry = await context.retry();
  if (retry.status !== 401) return retry;
  if (context.loginToken() !== null) context.signOutLocally();
  return null;
};

/** The request options every betslip call passes. */
export const BETSLIP_REQUEST: RequestOptions = { onUnauthorized: betslipUnauthorizedPolicy };

/** GET sportsbook/betslip: the caller's slip as the server keeps it. */
export const getBetslip = async (client: OynaClient): Promise<BetslipData> =>
  (await client.sbHttp.get('sportsbook/betslip', betslipSchema, BETSLIP_REQUEST)).data;

/** POST sportsbook/toggleOdd: adds the odd, or removes it when it is on the slip; answers the whole slip. */
export const toggleOdd = async (client: OynaClient, odd: { oddId: number; isLive: boolean }): Promise<BetslipData> =>
  (await client.sbHttp.post('sportsbook/toggleOdd', { oddId: odd.oddId, isLive: odd.isLive }, betslipSchema, BETSLIP_REQUEST))
    .data;

/** POST sportsbook/toggleOdd without an odd: removes every pick. */
export const removeAllOdds = async (client: OynaClient): Promise<BetslipData> =>
  (await client.sbHttp.post('sportsbook/toggleOdd', {}, betslipSchema, BETSLIP_REQUEST)).data;

/** POST sportsbook/calculate: what a stake could win; the server keeps the stake on the slip. */
export const calculateStake = async (client: OynaClient, payload: CalculatePayload): Promise<Calculation> =>
  (await client.sbHttp.post('sportsbook/calculate', payload, calculationSchema, BETSLIP_REQUEST)).data;

/**
 * POST sportsbook/placeBet. `idempotencyKey` makes a repeated request (a retry after a lost answer)
 * place nothing twice. A refusal throws `ApiError` whose `data` reads with `placeBetRefusalSchema`.
 */
export const placeBet = async (
  client: OynaClient,
  payload: PlaceBetPayload,
  idempotencyKey: string,
): Promise<{ betIds: readonly number[]; message: string }> => {
  const { data, message } = await client.sbHttp.post('sportsbook/placeBet', payload, placedBetSchema, {
    ...BETSLIP_REQUEST,
    idempotencyKey,
  });
  // A back end that answers the spec's success and message alone names no coupons.
  return { betIds: data?.betIds ?? [], message };
};
