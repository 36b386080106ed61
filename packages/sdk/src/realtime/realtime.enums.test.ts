import { describe, expect, it } from 'vitest';
import { ConnectionState } from './realtime.enums';

describe('ConnectionState', () => {
  it('names the five hub connection states', () => {
    expect(Object.values(ConnectionState)).toEqual([
      'Disconnected', 'Connecting', 'Connected', 'Disconnecting', 'Reconnecting',
    ]);
  });
});
