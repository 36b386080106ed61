// A headless bet from Node: no browser, no UI. Logs in, follows the live feed until it is ready,
// picks the first Match Result odd on offer, stakes it and places the bet, then prints the result.
//   OYNA_BACKEND_URL=http://127.0.0.1:5050 OYNA_USERNAME=demo OYNA_PASSWORD=… node bet.ts
import { createOyna } from '@oyna/sdk';
import { betslipOf, type BetslipState } from '@oyna/sdk/betslip';
import { liveFeedOf, matchName, rowOdds, type LiveEvent } from '@oyna/sdk/feed';
import { createMemoryStorage } from '@oyna/sdk/platform';
import { sessionOf } from '@oyna/sdk/session';

const backend = process.env.OYNA_BACKEND_URL ?? 'http://127.0.0.1:5050';
const username = process.env.OYNA_USERNAME ?? 'demo';
const password = process.env.OYNA_PASSWORD ?? '';
const stake = Number(process.env.OYNA_STAKE ?? '25');

/** Resolves with the store's value once `ready` says it is what we wait for (a store is a value over time). */
function until<T>(store: { subscribe(listener: (value: T) => void): () => void }, ready: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = store.subscribe((value) => {
      if (!ready(value)) return;
      queueMicrotask(() => stop());
      resolve(value);
    });
  });
}

const oyna = createOyna({
  apiBase: `${backend}/api/`,
  sbApiBase: `${backend}/sbapi/api/`,
  hubBase: `${backend}/hub/`,
  // No localStorage in Node: the login and the device id live in memory for this run.
  platform: { storage: createMemoryStorage() },
});

try {
  const { user } = await sessionOf(oyna).login({ username, password });
  console.log(`logged in as ${user.username}`);

  // Subscribing is what starts the feed; once the client has no work under way, every sport's list is in.
  const live = liveFeedOf(oyna);
  const stopFeed = live.$panel.listen(() => {});
  await oyna.allTasks();
  const events: LiveEvent[] = live.$panel.get().sports.flatMap((sport) => sport.leagues.flatMap((league) => league.events));
  const choice = events
    .map((event) => ({ event, odd: rowOdds(event, 'matchResult', { doubleChance: false })[0]! }))
    .find(({ odd }) => odd.oddId !== null);
  stopFeed();
  if (!choice) throw new Error(`none of the ${events.length} live events offers a Match Result odd now`);
  const { event, odd } = choice;
  const oddId = odd.oddId!;

  const betslip = betslipOf(oyna);
  const stopSlip = betslip.$betslip.listen(() => {});
  betslip.toggle({ oddId, isLive: true, eventName: matchName(event), marketName: 'Match Result', oddName: odd.name, rate: odd.rate });
  betslip.setSingleStake(oddId, stake);
  // The server has the pick and has calculated the possible win.
  const slip: BetslipState = await until(betslip.$betslip, (state) => state.canBet && state.picks.some((pick) => pick.oddId === oddId));
  console.log(`${matchName(event)}, Match Result ${odd.name} at ${odd.rate}: ${stake} TRY to win ${slip.picks[0]?.possibleWin ?? '?'} TRY`);

  const result = await betslip.placeBet();
  stopSlip();
  console.log(JSON.stringify(result.status === 'failed' ? { status: 'failed', error: result.error.message } : result));
  process.exitCode = result.status === 'placed' ? 0 : 1;
} finally {
  oyna.dispose();
}
