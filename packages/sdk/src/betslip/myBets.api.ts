import type { OynaClient } from '../client/createOyna';
import { BETSLIP_REQUEST } from './betslip.api';
import { myBetsPageSchema, type MyBetsPage, type MyBetsRequest } from './myBets.schema';

/** POST sportsbook/mybets (beyond the spec's table): a page of the player's coupons, newest first. */
export const getMyBets = async (client: OynaClient, request: MyBetsRequest, signal?: AbortSignal): Promise<MyBetsPage> =>
  (await client.sbHttp.post('sportsbook/mybets', request, myBetsPageSchema, { ...BETSLIP_REQUEST, signal })).data;
