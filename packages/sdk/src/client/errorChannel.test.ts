import { describe, expect, it } from 'vitest';
import { ApiError, type OynaError } from '../errors/oyna.errors';
import { createTestClient } from '../test/testClient';
import { createErrorChannel } from './errorChannel';

describe('createErrorChannel', () => {
  it('hands every listener a typed error until it leaves or the client is disposed', () => {
    const { client } = createTestClient();
    const errors = createErrorChannel(client);
    const first: unknown[] = [];
    const second: OynaError[] = [];
    const leave = errors.onError((error) => first.push(error));
    errors.onError((error) => second.push(error));
    errors.report(new ApiError({ path: 'x', status: 200, message: 'Kapalı' }));
    leave();
    errors.report(new TypeError('Failed to fetch'));
    client.dispose();
    errors.report(new Error('late'));
    expect(first).toHaveLength(1);
    expect(second.map((error) => [error.code, error.message])).toEqual([
      ['api', 'Kapalı'],
      ['unknown', 'Failed to fetch'],
    ]);
  });
});
