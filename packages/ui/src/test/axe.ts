import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered widget and fails with a readable list of violations. Colour contrast
 * is left to the theme's documented ratios (happy-dom computes no styles), and "region" is off
 * because a widget is tested on its own, outside a page's landmarks. `iframes: false` leaves frames
 * out, for pages whose frames hold a third party's page (a game, the match tracker).
 */
export async function expectNoAxeViolations(container: Element, { iframes = true }: { iframes?: boolean } = {}): Promise<void> {
  const { violations } = await axe.run(container, {
    iframes,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const report = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, 'axe-core violations').toEqual([]);
}
