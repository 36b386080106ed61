import type { OynaClient } from '../client/createOyna';
import { BETSLIP_REQUEST } from './betslip.api';
import { myBetsPageSchema, type MyBetsPage, type MyBetsQuery } from './myBets.schema';

/** POST sportsbook/mybets (beyond the spec's table): a page of the player's coupons, newest first. */
export const getMyBets = async (client: OynaClient, query: MyBetsQuery): Promise<MyBetsPage> =>
  (await client.sbHttp.post('sportsbook/mybets', query, myBetsPageSchema, BETSLIP_REQUEST)).data;
