import WebSocket from 'ws';
import { RECORD_SEPARATOR } from '../hub/signalr.codec.ts';

/** A bare WebSocket speaking SignalR by hand, to check the protocol byte by byte. */
export interface RawHubClient {
  socket: WebSocket;
  /** The next whole record the server sent (without the separator). */
  next(timeoutMs?: number): Promise<string>;
  send(text: string): void;
  closed: Promise<number>;
}

export function openRawHub(url: string, headers: Record<string, string> = {}): Promise<RawHubClient> {
  const socket = new WebSocket(url.replace(/^http/, 'ws'), { headers });
  const queue: string[] = [];
  const waiters: ((record: string) => void)[] = [];
  let pending = '';
  socket.on('message', (data) => {
    const parts = (pending + data.toString()).split(RECORD_SEPARATOR);
    pending = parts.pop() ?? '';
    for (const record of parts) {
      const waiter = waiters.shift();
      if (waiter) waiter(record);
      else queue.push(record);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (request, response) => {
      request.destroy();
      reject(new Error(`HTTP ${response.statusCode}`));
    });
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        closed,
        send: (text) => socket.send(text),
        next: (timeoutMs = 2000) => {
          const queued = queue.shift();
          if (queued !== undefined) return Promise.resolve(queued);
          return new Promise((resolveRecord, rejectRecord) => {
            const timer = setTimeout(() => rejectRecord(new Error('no record in time')), timeoutMs);
            waiters.push((record) => {
              clearTimeout(timer);
              resolveRecord(record);
            });
          });
        },
      }),
    );
  });
}
