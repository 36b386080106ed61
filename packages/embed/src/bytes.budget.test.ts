// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { embedSizes } from '../../../bench/embedSizes.mjs';
import { kB } from '../../../bench/sizes.mjs';

// What a partner's page loads from the built dist, gzip -9 in kB of 1024 bytes (issue 21): the
// betslip element with the runtime and React, and each further element on a page that has those.
// Bytes are deterministic, so they are enforced; a budget only goes down. The goal for the
// betslip is 100 kB, not met: React's DOM renderer alone is 57 kB of it. Each further element's
// goal, 15 kB, is met and is the budget. `pnpm test` builds first; `pnpm bench --sizes` prints them.
const BETSLIP_WITH_RUNTIME_KB = 163.0;
const FURTHER_ELEMENT_KB = 15.0;

describe('@oyna/embed bytes', () => {
  const { runtime, elements } = embedSizes();

  it('keeps the betslip element with its runtime within its budget', () => {
    const betslip = elements.find(({ element }) => element === '<oyna-betslip>');
    expect(betslip).toBeDefined();
    const total = runtime + betslip!.gzip;
    expect(total, `betslip with the runtime: ${kB(total)}, budget ${BETSLIP_WITH_RUNTIME_KB} kB`).toBeLessThanOrEqual(BETSLIP_WITH_RUNTIME_KB * 1024);
  });

  it('keeps every further element within 15 kB beyond the runtime and the betslip', () => {
    expect(elements.length).toBeGreaterThanOrEqual(7);
    const crossings = elements.filter(({ further }) => further > FURTHER_ELEMENT_KB * 1024).map(({ element, further }) => `${element}: ${kB(further)}`);
    expect(crossings).toEqual([]);
  });
});
