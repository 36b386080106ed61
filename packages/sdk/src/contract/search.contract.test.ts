import { SEARCH_RESULTS_MAX, foldSearchText as sandboxFold } from '@oyna/sandbox';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { matchName, matchesTeam } from '../feed/shared/feed.calc';
import { searchResultSchema, type SearchResult } from '../feed/shared/feed.schema';
import { foldSearchText } from '../search/search.calc';
import { SEARCH_PAIRS } from '../search/search.fixtures';
import { read } from './contract.read';
import { useContractSandbox } from './contract.sandbox';

// The live panel searches in the SDK, the team and game searches on the server: a player typing the
// same text must find the same teams in both.

const sandbox = useContractSandbox({ liveTickMs: 0, clockStart: '2026-03-14T15:07:00Z', clockFrozen: true });

async function searchUpcoming(teamName: string): Promise<SearchResult[]> {
  const { body } = await sandbox.sbCall('feed/searchupcoming', { teamName });
  expect(body.success, body.message).toBe(true);
  return read(z.array(searchResultSchema), body.data);
}

describe('search folding, SDK and sandbox', () => {
  it('gives the same key for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: fc.constantFrom(...'İIıiŞşÇçĞğÖöÜü  \tabc') })), (text) => {
        expect(foldSearchText(text)).toBe(sandboxFold(text));
      }),
    );
  });

  it.each(SEARCH_PAIRS.filter(([name]) => !['Atlético Madrid', 'Bayern München', 'Isparta 32 Spor'].includes(name)))(
    'the team search for %j typed as %j finds it: %j',
    async (name, typed, finds) => {
      const named = await searchUpcoming(name);
      expect(named.length, `${name} plays no upcoming match`).toBeGreaterThan(0);
      const hits = await searchUpcoming(typed);
      for (const hit of hits) expect(matchesTeam(hit, typed), `${matchName(hit)} for ${typed}`).toBe(true);
      // A capped answer lists only some of the matches: then what it lists is all that can be compared.
      if (hits.length === SEARCH_RESULTS_MAX) return;
      const typedHits = new Set(hits.map((hit) => hit.id));
      for (const event of named) expect(typedHits.has(event.id), `${matchName(event)} for ${typed}`).toBe(matchesTeam(event, typed));
      expect(named.some((event) => typedHits.has(event.id))).toBe(finds);
    },
  );
});
