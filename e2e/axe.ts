import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

export const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResults {
  violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
}

/**
 * Serious or critical axe findings on the page, each with the elements it names; `within` a selector
 * checks that part alone (an open modal dialog: the page behind it is inert). axe is injected as a
 * script, which the site's own policy rightly refuses: a file using this sets `bypassCSP`.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Once per document: a page that already has it (an earlier check, no navigation since) keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(context: string | Document, options: object): Promise<AxeResults> } }).axe;
    // Violations only: axe then keeps one node per passed rule instead of every node it checked,
    // which on a page of a thousand odds was most of its time. What it checks is the same.
    return axe.run(context ?? document, { resultTypes: ['violations'] });
  }, within);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
