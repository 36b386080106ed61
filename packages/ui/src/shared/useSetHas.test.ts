import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { SetMembers } from './useSetHas';

describe('set members', () => {
  it('tells only the listeners of the values that came or went', () => {
    const $picked = atom<ReadonlySet<number>>(new Set([1]));
    const members = new SetMembers($picked);
    const told: number[] = [];
    for (let value = 1; value <= 600; value += 1) members.listen(value, () => told.push(value));

    $picked.set(new Set([1, 7]));
    expect(told).toEqual([7]);
    $picked.set(new Set([7]));
    expect(told).toEqual([7, 1]);
    $picked.set(new Set([7]));
    expect(told).toEqual([7, 1]);
  });

  it('stops listening to the store when its last listener goes, and starts from the set as it is then', () => {
    const $picked = atom<ReadonlySet<number>>(new Set());
    const members = new SetMembers($picked);
    const told: string[] = [];
    const stop = members.listen(3, () => told.push('first'));
    stop();
    $picked.set(new Set([3]));
    expect(told).toEqual([]);
    expect($picked.lc).toBe(0);

    members.listen(3, () => told.push('second'));
    $picked.set(new Set([3, 4]));
    expect(told).toEqual([]);
    $picked.set(new Set());
    expect(told).toEqual(['second']);
  });

  it('lets a listener stop while the others of its value are being told', () => {
    const $picked = atom<ReadonlySet<number>>(new Set());
    const members = new SetMembers($picked);
    const told: string[] = [];
    const stopFirst = members.listen(5, () => {
      told.push('first');
      stopFirst();
    });
    members.listen(5, () => told.push('second'));
    $picked.set(new Set([5]));
    expect(told).toEqual(['first', 'second']);
  });
});
