import { describe, expect, it } from 'vitest';
import { closeMessage, encodeRecord, invocationMessage, readHandshake, readMessage } from './signalr.codec.ts';

describe('SignalR JSON codec', () => {
  it('ends every record with 0x1E', () => {
    const record = encodeRecord(invocationMessage('NotifyMessage', ['Notification', '{"id":1}']));
    expect(record.at(-1)?.charCodeAt(0)).toBe(0x1e);
    expect(JSON.parse(record.slice(0, -1))).toEqual({ type: 1, target: 'NotifyMessage', arguments: ['Notification', '{"id":1}'] });
  });

  it('accepts only the json protocol, version 1', () => {
    expect(readHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true });
    expect(readHandshake('{"protocol":"json","version":2}')).toMatchObject({ ok: false });
    expect(readHandshake('{"protocol":"messagepack","version":1}')).toMatchObject({ ok: false });
    expect(readHandshake('not json')).toMatchObject({ ok: false });
  });

  it('reads hub messages and rejects anything else', () => {
    expect(readMessage('{"type":6}')).toEqual({ type: 6 });
    expect(readMessage('{"target":"x"}')).toBeNull();
    expect(readMessage('[6]')).toBeNull();
    expect(readMessage('{')).toBeNull();
  });

  it('builds Close with only the fields given', () => {
    expect(closeMessage()).toEqual({ type: 7 });
    expect(closeMessage('bye', true)).toEqual({ type: 7, error: 'bye', allowReconnect: true });
  });
});
