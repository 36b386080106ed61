import { atom, onStart } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { derived } from './derived';

describe('derived', () => {
  it('reads its sources without subscribing to them when nobody follows it', () => {
    const $source = atom(1);
    let starts = 0;
    onStart($source, () => void (starts += 1));
    const $double = derived($source, (value) => value * 2);
    expect($double.get()).toBe(2);
    expect($double.value).toBe(2);
    $source.set(2);
    expect($double.get()).toBe(4);
    // Each read joined and left the source at once, as an atom's own get() does.
    expect($source.lc).toBe(0);
    expect(starts).toBe(3);
  });

  it('gives the same answer to two reads while the sources hold the same values', () => {
    const $source = atom([1, 2]);
    const $copy = derived($source, (list) => [...list]);
    expect($copy.get()).toBe($copy.get());
  });

  it('follows its sources once followed, from what they hold as it is followed', () => {
    const $source = atom('a');
    const $upper = derived($source, (value) => value.toUpperCase());
    expect($upper.get()).toBe('A');
    $source.set('b');
    const seen: string[] = [];
    expect($upper.value).toBe('B');
    const stop = $upper.listen((value) => seen.push(value));
    expect($upper.get()).toBe('B');
    $source.set('c');
    expect(seen).toEqual(['C']);
    expect($upper.get()).toBe('C');
    stop();
  });
});
