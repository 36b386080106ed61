import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { oddsOf } from '../feed/shared/odds.store';
import { createTestClient } from '../test/testClient';
import { FOLLOW_ODDS_DELAY_MS } from './betslip.constants';
import { followOdds } from './followOdds.task';

function setup(picked: number[]) {
  const harness = createTestClient();
  const odds = oddsOf(harness.client);
  odds.observe([{ id: 1, rate: 1.85 }, { id: 2, rate: 3.4 }]);
  let reloads = 0;
  const stop = followOdds(harness.client, atom(new Set(picked)), () => void (reloads += 1));
  return { ...harness, odds, stop, reloads: () => reloads };
}

describe('a slip following its picks’ odds', () => {
  it('reloads once, a moment after a picked odd moves, however many moves come meanwhile', () => {
    const { odds, tick, reloads } = setup([1]);
    odds.observe([{ id: 1, rate: 1.9 }]);
    odds.observe([{ id: 1, rate: 1.95 }]);
    tick(FOLLOW_ODDS_DELAY_MS - 1);
    expect(reloads()).toBe(0);
    tick(1);
    expect(reloads()).toBe(1);
  });

  it('ignores odds not on the slip', () => {
    const { odds, tick, reloads } = setup([1]);
    odds.observe([{ id: 2, rate: 3.1 }]);
    tick(FOLLOW_ODDS_DELAY_MS);
    expect(reloads()).toBe(0);
  });

  it('leaves no timer behind when stopped before the reload', () => {
    const { odds, tick, reloads, stop, timerCount } = setup([1]);
    const before = timerCount();
    odds.observe([{ id: 1, rate: 1.7 }]);
    stop();
    tick(FOLLOW_ODDS_DELAY_MS);
    expect(reloads()).toBe(0);
    // The odds' own 3 s timer for the move is all that is left.
    expect(timerCount()).toBe(before + 1);
  });
});
