import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { load(): Promise<void> };

/**
 * One test per story: it renders with the shared decorators, shows something and passes axe.
 * Stories are the documentation partners read, so a broken one is a broken page.
 */
export function itRendersEveryStory(module: StoriesModule): void {
  const stories = composeStories(module) as Record<string, ComposedStory>;
  for (const [name, Story] of Object.entries(stories)) {
    it(`renders the ${name} story`, async () => {
      await Story.load();
      render(<Story />);
      expect(document.body.textContent?.trim() || document.body.querySelector('svg, img')).toBeTruthy();
      await expectNoAxeViolations(document.body);
    });
  }
}
