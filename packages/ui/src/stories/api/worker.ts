import { setupWorker } from 'msw/browser';
import { storyApiHandler, storyMediaHandler } from './handlers';
import media from './media.json';

/**
 * Starts the stories' back end in a browser (Storybook): msw's service worker, served from
 * `mockServiceWorker.js` beside the page, answers the stories' clients and pictures from the
 * recording; every other request (Storybook's own) goes through.
 */
export function startStoryWorker(): Promise<unknown> {
  const worker = setupWorker(storyApiHandler, storyMediaHandler(media));
  return worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
}
