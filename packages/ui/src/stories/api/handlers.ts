import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { findRecordedCall, storyRecording, type Envelope, type StoryLocale } from './index';
import { RECORD_COMMAND, RECORD_HINT, sceneOfToken } from './storyApi.types';
import { callName, delayOf, noteUnanswered, storyNetworkOf } from './storyNetwork';

const STORY_PATH = /\/__story\/([^/]+)(\/.*)$/;

const envelope = (message: string): Envelope => ({ success: false, message, data: null });

/** The request's language as the sandbox reads it: tr or en, else tr. */
function localeOf(request: Request): StoryLocale {
  const language = request.headers.get('accept-language')?.trim().slice(0, 2).toLowerCase();
  return language === 'en' ? 'en' : 'tr';
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const bearerOf = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;

/**
 * Answers the stories' clients from the recording (`recording.json`): by method, path with query,
 * body and language, in the story's scene (or the scene of the login a story made). A story's
 * `delay` holds an answer back, its `fail` answers the sandbox's own HTTP 500; a call the recording
 * does not know answers a 404 envelope that says how to add it, and is logged.
 */
export const storyApiHandler: HttpHandler = http.all(STORY_PATH, async ({ request }) => {
  const url = new URL(request.url);
  const [, id = '', rest = ''] = STORY_PATH.exec(url.pathname) ?? [];
  const network = storyNetworkOf(id);
  if (!network) return HttpResponse.json(envelope(`No story has the address /__story/${id}/ (any more).`), { status: 404 });

  const path = rest + url.search;
  const name = callName(path);
  const locale = localeOf(request);
  const waiting = delayOf(network, name);
  if (waiting !== null) await delay(waiting);
  if (network.fail?.includes(name)) {
    const { status, answer } = storyRecording.failure[locale];
    return HttpResponse.json(answer, { status });
  }

  const method = request.method.toUpperCase();
  const body = method === 'GET' ? undefined : await bodyOf(request);
  // A story that logged in goes on in the scene of the recorded login's token.
  const tokenScene = sceneOfToken(bearerOf(request));
  const scene = tokenScene && tokenScene in storyRecording.scenes ? tokenScene : network.scene;
  const recorded = method === 'GET' || method === 'POST' ? findRecordedCall(scene, { method, path, body, locale }) : null;
  if (recorded) return HttpResponse.json(recorded.answer, { status: recorded.status });

  const call = `${method} ${path}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;
  const message = `The stories' back end has no answer to ${call} in scene '${scene}' (${locale}). ${RECORD_HINT}`;
  console.error(message);
  noteUnanswered(id, `${call} in scene '${scene}' (${locale})`);
  return HttpResponse.json(envelope(message), { status: 404 });
});

/**
 * Serves the artwork recorded answers point at (banners, category icons, game art: `/api/cms/media/…`,
 * `/api/casino/art/…`, relative to the page as a site serves them), for Storybook's `<img>`s.
 */
export function storyMediaHandler(media: Record<string, string>): HttpHandler {
  return http.get(/\/api\/(?:cms\/media|casino\/art)\//, ({ request }) => {
    const svg = media[new URL(request.url).pathname];
    if (svg === undefined) return HttpResponse.json(envelope(`No recorded picture at ${new URL(request.url).pathname}: re-record with ${RECORD_COMMAND}.`), { status: 404 });
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
  });
}
