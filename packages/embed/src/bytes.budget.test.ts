// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { embedSizes } from '../../../bench/embedSizes.mjs';
import { kB } from '../../../bench/sizes.mjs';

// What a partner's page loads from the built dist, gzip -9 in kB of 1024 bytes (issue 21): the
// betslip element with the runtime and React, each further element on a page that has those, and a
// page with every element. Bytes are deterministic, so they are enforced. The goal for the
// betslip is 100 kB, not met: React's DOM renderer alone is 57 kB of it. The goal for each further
// element, 15 kB, is met by all but the four lists (25.0 to 29.3 kB): they share the virtualiser
// (11.3 kB) and the live and prematch ones the feed's rules (8.1 kB), which the first of them on a
// page brings. Until the betslip took its widgets from @oyna/ui/betslip and its odds formatter from
// @oyna/sdk/betslip it loaded those too (161.6 kB), so the lists met 15 kB while a page with only a
// slip paid for them; a page with every element costs the same either way. The runtime lost 4.8 kB
// when the dialogs' bundled texts left @oyna/ui's main entry (betslip 133.0 → 128.2, every element
// 177.9 → 173.1): esbuild had put them in its first load because the entry reached their files.
// `pnpm test` builds first; `pnpm bench --sizes` prints them.
const BETSLIP_WITH_RUNTIME_KB = 128.5;
const FURTHER_ELEMENT_KB = 29.5;
const EVERY_ELEMENT_KB = 173.5;

describe('@oyna/embed bytes', () => {
  const { runtime, elements, everything } = embedSizes();

  it('keeps the betslip element with its runtime within its budget', () => {
    const betslip = elements.find(({ element }) => element === '<oyna-betslip>');
    expect(betslip).toBeDefined();
    const total = runtime + betslip!.gzip;
    expect(total, `betslip with the runtime: ${kB(total)}, budget ${BETSLIP_WITH_RUNTIME_KB} kB`).toBeLessThanOrEqual(BETSLIP_WITH_RUNTIME_KB * 1024);
  });

  it(`keeps every further element within ${FURTHER_ELEMENT_KB} kB beyond the runtime and the betslip`, () => {
    expect(elements.length).toBeGreaterThanOrEqual(7);
    const crossings = elements.filter(({ further }) => further > FURTHER_ELEMENT_KB * 1024).map(({ element, further }) => `${element}: ${kB(further)}`);
    expect(crossings).toEqual([]);
  });

  it('keeps a page with every element within its budget', () => {
    expect(everything, `every element: ${kB(everything)}, budget ${EVERY_ELEMENT_KB} kB`).toBeLessThanOrEqual(EVERY_ELEMENT_KB * 1024);
  });
});
