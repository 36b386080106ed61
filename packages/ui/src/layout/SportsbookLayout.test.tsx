import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { itRendersEveryStory } from '../test/stories';
import { SportsbookLayout } from './SportsbookLayout';
import * as stories from './SportsbookLayout.stories';

const sandbox = useSandbox();

describe('SportsbookLayout', () => {
  it('places panel, content and the right column in reading order', async () => {
    const { container } = renderWithOyna(
      <SportsbookLayout panel={<nav aria-label="Sports">panel</nav>} aside={<p>betslip</p>}>
        <p>content</p>
      </SportsbookLayout>,
      sandbox,
    );
    const text = container.textContent ?? '';
    expect(text.indexOf('panel')).toBeLessThan(text.indexOf('content'));
    expect(text.indexOf('content')).toBeLessThan(text.indexOf('betslip'));
    expect(screen.getByRole('complementary')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('leaves out a column it was not given', () => {
    renderWithOyna(<SportsbookLayout>content</SportsbookLayout>, sandbox);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('SportsbookLayout stories', () => {
  itRendersEveryStory(stories);
});
