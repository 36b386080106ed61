import type { RequestOptions } from '../http/http.client';
import { signOutOnUnauthorized, type UnauthorizedPolicy } from '../http/unauthorized.policy';

/**
 * The betslip's 401 rule: a guest's betslip outlives an expired anonymous token, so while logged out
 * a 401 fetches a fresh anonymous token (one request however many calls failed together) and
 * retries the call once. A 401 with a login, or on the retry, follows the default rule.
 */
export const betslipUnauthorizedPolicy: UnauthorizedPolicy = async (context) => {
  if (context.loggedIn || context.retried) return signOutOnUnauthorized(context);
  await context.refreshAnonymousToken();
  const retry = await context.retry();
  if (retry.status !== 401) return retry;
  if (context.loginToken() !== null) context.signOutLocally();
  return null;
};

/** The request options every betslip call passes. */
export const BETSLIP_REQUEST: RequestOptions = { onUnauthorized: betslipUnauthorizedPolicy };
