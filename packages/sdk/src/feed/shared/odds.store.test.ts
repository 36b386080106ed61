import { describe, expect, it } from 'vitest';
import { createTestClient } from '../../test/testClient';
import { oddsOf } from './odds.store';

function setup() {
  const harness = createTestClient();
  return { ...harness, odds: oddsOf(harness.client) };
}

describe('oddsOf', () => {
  it('shows nothing for odds seen the first time', () => {
    const { odds } = setup();
    odds.observe([{ id: 1, rate: 1.85 }]);
    expect(odds.$moves.get()).toEqual({});
  });

  it('shows the direction an odd moved for 3 seconds', () => {
    const { odds, tick } = setup();
    odds.observe([{ id: 1, rate: 1.85 }, { id: 2, rate: 3.4 }]);
    odds.observe([{ id: 1, rate: 1.95 }, { id: 2, rate: 3.1 }]);
    expect(odds.$moves.get()).toEqual({ 1: 'up', 2: 'down' });
    tick(2999);
    expect(odds.$moves.get()).toEqual({ 1: 'up', 2: 'down' });
    tick(1);
    expect(odds.$moves.get()).toEqual({});
  });

  it('restarts the 3 seconds when an odd moves again, showing the newest direction', () => {
    const { odds, tick } = setup();
    odds.observe([{ id: 1, rate: 1.85 }]);
    odds.observe([{ id: 1, rate: 1.95 }]);
    tick(2000);
    odds.observe([{ id: 1, rate: 1.9 }]);
    tick(2000);
    expect(odds.$moves.get()).toEqual({ 1: 'down' });
    tick(1000);
    expect(odds.$moves.get()).toEqual({});
  });

  it('clears the odds of one refresh together, in one update, however many moved', () => {
    const { odds, tick } = setup();
    const ids = Array.from({ length: 2000 }, (_, index) => index + 1);
    odds.observe(ids.map((id) => ({ id, rate: 2 })));
    tick(1000);
    odds.observe([{ id: 1, rate: 2.5 }]);
    tick(1000);
    odds.observe(ids.map((id) => ({ id, rate: 1.9 })));
    const updates: number[] = [];
    const stop = odds.$moves.listen((moves) => updates.push(Object.keys(moves).length));
    tick(1000);
    expect(updates).toEqual([]);
    tick(2000);
    expect(updates).toEqual([0]);
    stop();
  });

  it('tells how one odd moved without building every move', () => {
    const { odds, tick } = setup();
    odds.observe([{ id: 1, rate: 1.85 }, { id: 2, rate: 3.4 }]);
    const changes: number[] = [];
    const stop = odds.$movesChanged.listen((version) => changes.push(version));
    odds.observe([{ id: 1, rate: 1.95 }, { id: 2, rate: 3.4 }]);
    expect([odds.moveOf(1), odds.moveOf(2), odds.moveOf(3)]).toEqual(['up', null, null]);
    tick(3000);
    expect(odds.moveOf(1)).toBeNull();
    expect(changes).toHaveLength(2);
    stop();
  });

  it('ignores odds without an id and leaves no timer behind after dispose', () => {
    const { client, odds, timerCount } = setup();
    odds.observe([{ id: null, rate: 2 }, { id: 1, rate: 2 }]);
    odds.observe([{ id: 1, rate: 2.2 }]);
    expect(timerCount()).toBeGreaterThan(0);
    client.dispose();
    expect(timerCount()).toBe(0);
  });
});
