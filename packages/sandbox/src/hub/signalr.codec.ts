/** Ends every record of the SignalR JSON hub protocol. */
export const RECORD_SEPARATOR = '\u001e';

/** Message types of the hub protocol the sandbox speaks. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface HubMessage {
  type: number;
  [field: string]: unknown;
}

/** A message as one record: JSON text followed by the record separator. */
export const encodeRecord = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

/** Checks the client's first record; only JSON protocol version 1 is spoken here. */
export function readHandshake(record: string): { ok: true } | { ok: false; error: string } {
  let request: unknown;
  try {
    request = JSON.parse(record);
  } catch {
    return { ok: false, error: 'Handshake request is not valid JSON.' };
  }
  const { protocol, version } = (request ?? {}) as { protocol?: unknown; version?: unknown };
  if (protocol !== 'json') {
    return { ok: false, error: `The protocol '${String(protocol)}' is not supported; use 'json'.` };
  }
  if (version !== 1) {
    return { ok: false, error: `The server does not support version ${String(version)} of the 'json' protocol.` };
  }
  return { ok: true };
}

/** Parses one record after the handshake; null when it is not a hub message. */
export function readMessage(record: string): HubMessage | null {
  try {
    const message: unknown = JSON.parse(record);
    if (typeof message !== 'object' || message === null) return null;
    const type = (message as { type?: unknown }).type;
    return typeof type === 'number' ? (message as HubMessage) : null;
  } catch {
    return null;
  }
}

export const handshakeResponse = (error?: string): object => (error ? { error } : {});
export const pingMessage = (): HubMessage => ({ type: MessageType.Ping });
export const invocationMessage = (target: string, args: unknown[]): HubMessage => ({
  type: MessageType.Invocation,
  target,
  arguments: args,
});
export const completionError = (invocationId: string, error: string): HubMessage => ({
  type: MessageType.Completion,
  invocationId,
  error,
});
export const closeMessage = (error?: string, allowReconnect?: boolean): HubMessage => ({
  type: MessageType.Close,
  ...(error === undefined ? {} : { error }),
  ...(allowReconnect === undefined ? {} : { allowReconnect }),
});
