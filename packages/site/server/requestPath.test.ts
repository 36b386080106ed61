import { describe, expect, it } from 'vitest';
import { targetOf } from './requestPath.ts';

describe('targetOf', () => {
  it('sends the three back-end prefixes to the back end, query untouched', () => {
    expect(targetOf('/api/auth/token')).toEqual({ owner: 'backend', url: '/api/auth/token' });
    expect(targetOf('/sbapi/api/feed/liveeventlist?sportId=1&take=200')).toEqual({
      owner: 'backend',
      url: '/sbapi/api/feed/liveeventlist?sportId=1&take=200',
    });
    expect(targetOf('/hub/frnotify?access_token=a%2Fb')).toEqual({ owner: 'backend', url: '/hub/frnotify?access_token=a%2Fb' });
  });

  it.each([
    '/api/../__test/balance',
    '/api/%2e%2e/__test/balance',
    '/api/%2E%2E/__test/balance',
    '/api/..%2f__test/balance',
    '/api/..\\__test/balance',
    '/api/..%5c__test/balance',
    '/hub/../__test/hubs/drop',
    '/sbapi/api/../../__test/reset',
    '/api/./../x',
  ])('gives %s to the site, since it leaves the back-end prefixes', (url) => {
    expect(targetOf(url)).toEqual({ owner: 'site' });
  });

  it('keeps what stays inside a prefix, resolved', () => {
    expect(targetOf('/api/cms/../auth/token')).toEqual({ owner: 'backend', url: '/api/auth/token' });
    expect(targetOf('/api//auth/./token')).toEqual({ owner: 'backend', url: '/api/auth/token' });
  });

  it('escapes again what it decoded, so a double escape stays a name and not a step up', () => {
    expect(targetOf('/api/%252e%252e/__test/reset')).toEqual({ owner: 'backend', url: '/api/%252e%252e/__test/reset' });
    expect(targetOf('/api/cms/a%20b')).toEqual({ owner: 'backend', url: '/api/cms/a%20b' });
  });

  it('refuses what no server can read', () => {
    expect(targetOf('/api/%E0%A4%A')).toEqual({ owner: 'invalid' });
    expect(targetOf('/api/a%00b')).toEqual({ owner: 'invalid' });
    expect(targetOf('*')).toEqual({ owner: 'invalid' });
  });

  it('leaves everything else to the site', () => {
    for (const url of ['/', '/apiary', '/casino/slot', '/sbapi/x', '/api']) expect(targetOf(url)).toEqual({ owner: 'site' });
  });
});
