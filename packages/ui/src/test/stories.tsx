import { composeStories } from '@storybook/react';
import { render, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyApiHandler } from '../stories/api/handlers';
import { lastStoryNumber, unansweredAfter } from '../stories/api/storyNetwork';
import { RECORD_HINT } from '../stories/api/storyApi.types';
import { expectNoAxeViolations } from './axe';
import './storyAnnotations';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { load(): Promise<void> };

/**
 * One test per story: it renders with the shared decorators, shows something and passes axe.
 * Stories are the documentation partners read, so a broken one is a broken page. Their clients'
 * calls are answered by msw from the sandbox's recorded answers (src/stories/api/), as in Storybook.
 */
export function itRendersEveryStory(module: StoriesModule): void {
  const stories = composeStories(module) as Record<string, ComposedStory>;
  describe('stories', () => {
    // Only the stories' addresses are answered; the test file's own sandbox calls (e.g. its reset) go through.
    const server = setupServer(storyApiHandler);
    beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }));
    afterAll(() => server.close());
    for (const [name, Story] of Object.entries(stories)) {
      it(`renders the ${name} story`, async () => {
        const mark = lastStoryNumber();
        await Story.load();
        render(<Story />);
        // A dialog a story opens may load its module first.
        await waitFor(() => expect(document.body.textContent?.trim() || document.body.querySelector('svg, img')).toBeTruthy());
        // Frames hold a third party's page (a game, the match tracker): not ours to audit, and happy-dom cannot reach into them.
        await expectNoAxeViolations(document.body, { iframes: false });
        expect(unansweredAfter(mark), `calls the stories' back end has no recorded answer to: ${RECORD_HINT}`).toEqual([]);
        // Real answers make real pages: a competition's hundred matches take axe a while on two cores.
      }, 30_000);
    }
  });
}
