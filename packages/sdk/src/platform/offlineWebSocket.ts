/**
 * A WebSocket that never reaches the network: it fails to connect, as an unreachable hub would.
 * Pass it as `platform.WebSocket` in stories and tests that show a logged-in player without a hub.
 */
export class OfflineWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every address a socket was asked to open, newest last. */
  static readonly attempts: string[] = [];

  readonly url: string;
  readyState = OfflineWebSocket.CONNECTING;
  binaryType = 'blob';
  protocol = '';
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;

  constructor(url: string | URL) {
    this.url = String(url);
    OfflineWebSocket.attempts.push(this.url);
    queueMicrotask(() => {
      this.readyState = OfflineWebSocket.CLOSED;
      this.onerror?.({ type: 'error' });
      this.onclose?.({ code: 1006, reason: 'offline', wasClean: false });
    });
  }

  send(): void {}
  close(): void {
    this.readyState = OfflineWebSocket.CLOSED;
  }
}
