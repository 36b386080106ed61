import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithDemoApi } from '../test/render.demo';
import { itRendersEveryStory } from '../test/stories';
import { SportsbookLayout } from './SportsbookLayout';
import * as stories from './SportsbookLayout.stories';

describe('SportsbookLayout', () => {
  it('places panel, content and the right column in reading order', async () => {
    const { container } = renderWithDemoApi(
      <SportsbookLayout panel={<nav aria-label="Sports">panel</nav>} aside={<p>betslip</p>}>
        <p>content</p>
      </SportsbookLayout>,
    );
    const text = container.textContent ?? '';
    expect(text.indexOf('panel')).toBeLessThan(text.indexOf('content'));
    expect(text.indexOf('content')).toBeLessThan(text.indexOf('betslip'));
    expect(screen.getByRole('complementary')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('leaves out a column it was not given', () => {
    renderWithDemoApi(<SportsbookLayout>content</SportsbookLayout>);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('SportsbookLayout stories', () => {
  itRendersEveryStory(stories);
});
