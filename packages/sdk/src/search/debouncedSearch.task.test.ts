import { describe, expect, it } from 'vitest';
import { createTestPlatform } from '../test/testPlatform';
import { createDebouncedSearch } from './debouncedSearch.task';

function setup() {
  const harness = createTestPlatform();
  const { platform } = harness;
  const asked: string[] = [];
  const errors: unknown[] = [];
  const answers = new Map<string, { resolve: (results: string[]) => void; reject: (error: unknown) => void }>();
  const search = createDebouncedSearch<string, string>('', {
    platform,
    waitMs: 400,
    minLength: 2,
    textOf: (query) => query,
    find: (term) => {
      asked.push(term);
      return new Promise((resolve, reject) => answers.set(term, { resolve, reject }));
    },
    onError: (error) => errors.push(error),
  });
  return { platform: harness, search, asked, errors, answers };
}

describe('createDebouncedSearch', () => {
  it('asks once, with the tidied term, after the player stops typing', async () => {
    const { platform, search, asked, answers } = setup();
    search.search('fe');
    platform.tick(300);
    search.search('  fener   bahçe ');
    expect(search.$state.get()).toEqual({ query: '  fener   bahçe ', status: 'searching', results: [] });
    platform.tick(399);
    expect(asked).toEqual([]);
    platform.tick(1);
    expect(asked).toEqual(['fener bahçe']);
    answers.get('fener bahçe')?.resolve(['Fenerbahçe – Galatasaray']);
    await Promise.resolve();
    expect(search.$state.get()).toEqual({ query: '  fener   bahçe ', status: 'done', results: ['Fenerbahçe – Galatasaray'] });
  });

  it('clears at once for a term shorter than the minimum', () => {
    const { platform, search, asked } = setup();
    search.search('fener');
    search.search(' f ');
    platform.tick(1000);
    expect(asked).toEqual([]);
    expect(search.$state.get()).toEqual({ query: ' f ', status: 'idle', results: [] });
  });

  it('never lets an older answer replace a newer query', async () => {
    const { platform, search, answers } = setup();
    search.search('fener');
    platform.tick(400);
    search.search('galata');
    platform.tick(400);
    answers.get('galata')?.resolve(['Galatasaray']);
    answers.get('fener')?.resolve(['Fenerbahçe']);
    await Promise.resolve();
    expect(search.$state.get().results).toEqual(['Galatasaray']);
  });

  it('ends idle and hands a failure to onError', async () => {
    const { platform, search, answers, errors } = setup();
    search.search('fener');
    platform.tick(400);
    answers.get('fener')?.reject(new Error('offline'));
    await Promise.resolve();
    await Promise.resolve();
    expect(search.$state.get().status).toBe('idle');
    expect(errors).toEqual([new Error('offline')]);
  });

  it('sends nothing once cancelled', () => {
    const { platform, search, asked } = setup();
    search.search('fener');
    search.cancel();
    platform.tick(1000);
    expect(asked).toEqual([]);
  });
});
