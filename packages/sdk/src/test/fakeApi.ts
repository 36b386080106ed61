import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { TEST_ORIGIN } from './testPlatform';

export const API = `${TEST_ORIGIN}/api/`;
export const SB_API = `${TEST_ORIGIN}/sbapi/api/`;

export const envelope = (data: unknown, message = '', success = true) => ({ success, message, data });

export const demoUser = {
  token: 'player-token',
  balance: 1500,
  username: 'demouser',
  group: 1,
  usercode: 'U-1',
  betsyCid: '',
  betsyUrl: '',
  betsyToken: '',
  betcoToken: '',
  betcoUrl: '',
  smsVerified: false,
  phone: '905321234567',
  fingerprint: 'fp-1',
};

/** Records the requests the SDK sends; tests add handlers per case. */
export function useFakeApi() {
  const requests: Request[] = [];
  let anonIssued = 0;
  const server = setupServer(
    http.get(`${API}auth/token`, () => HttpResponse.json(envelope(`anon-${++anonIssued}`))),
  );
  server.events.on('request:start', ({ request }) => void requests.push(request.clone()));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
    anonIssued = 0;
  });
  afterAll(() => server.close());
  return {
    server,
    requests,
    http,
    HttpResponse,
    callsTo: (path: string) => requests.filter((request) => new URL(request.url).pathname.endsWith(path)),
  };
}
