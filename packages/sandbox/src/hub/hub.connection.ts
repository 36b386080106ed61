import type { RawData, WebSocket } from 'ws';
import {
  MessageType,
  closeMessage,
  completionError,
  encodeRecord,
  handshakeResponse,
  invocationMessage,
  pingMessage,
  readHandshake,
  readMessage,
  type HubMessage,
} from './signalr.codec.ts';
import { MAX_RECORD_BYTES, RecordReader } from './record.reader.ts';
import type { Locale } from '../i18n/locale.ts';

export const HUB_NAMES = ['frnotify', 'sbnotify'] as const;
export type HubName = (typeof HUB_NAMES)[number];

/** Who is on the other end of a connection. */
export interface HubIdentity {
  hub: HubName;
  tokenHash: string;
  playerId: number | null;
  fingerprint: string;
  /** The language of texts pushed to this client (the `lang` query parameter, else Accept-Language). */
  locale: Locale;
}

export interface HubConnectionOptions {
  /** How often the server pings so the client's server timeout never elapses. */
  pingIntervalMs: number;
  /** Closes a client that sends nothing (not even a ping) for this long. */
  clientTimeoutMs: number;
  /** Closes a client that does not complete the handshake in time. */
  handshakeTimeoutMs: number;
  /** Whether the session the connection was opened with can still be used; asked at every ping. */
  isSessionActive: (tokenHash: string) => boolean;
  onClosed: (connection: HubConnection) => void;
}

/** The close reason a client reads when its token's session ended (it may not reconnect with it). */
export const SESSION_ENDED = 'The session has ended: log in again.';

/** The method every push invokes on the client. */
export const PUSH_TARGET = 'NotifyMessage';

/** One client of a hub: handshake, keep-alive both ways, pushes and an orderly or abrupt end. */
export class HubConnection {
  readonly identity: HubIdentity;
  readonly #socket: WebSocket;
  readonly #options: HubConnectionOptions;
  #state: 'handshake' | 'open' | 'closed' = 'handshake';
  readonly #reader = new RecordReader();
  #pingTimer: NodeJS.Timeout | undefined;
  #idleTimer: NodeJS.Timeout | undefined;
  readonly #socketClosed: Promise<void>;

  constructor(socket: WebSocket, identity: HubIdentity, options: HubConnectionOptions) {
    this.#socket = socket;
    this.identity = identity;
    this.#options = options;
    this.#idleTimer = setTimeout(() => this.close('Handshake was canceled.'), options.handshakeTimeoutMs);
    this.#idleTimer.unref();
    socket.on('message', (data) => this.#receive(data));
    this.#socketClosed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('close', () => this.#ended());
    socket.on('error', () => this.#ended());
  }

  get isOpen(): boolean {
    return this.#state === 'open';
  }

  /** Invokes `NotifyMessage(command, message)` on the client; false when not connected. */
  push(command: string, message: string): boolean {
    if (!this.isOpen) return false;
    this.#send(invocationMessage(PUSH_TARGET, [command, message]));
    return true;
  }

  /**
   * Ends the connection the SignalR way: a Close message, then the WebSocket close. Before the
   * handshake only the WebSocket closes: a client expects the handshake answer first, and anything
   * else there fails its start with an error it cannot always catch.
   */
  close(error?: string, allowReconnect?: boolean): void {
    if (this.#state === 'closed') return;
    if (this.#state === 'open') this.#send(closeMessage(error, allowReconnect));
    this.#socket.close(1000);
    this.#ended();
  }

  /**
   * Closes and waits for the client to finish the WebSocket close; a client that does not answer
   * within `graceMs` is cut off, so a shutdown never waits for ws's 30-second close timeout.
   */
  async shutdown(reason: string, graceMs: number): Promise<void> {
    this.close(reason, true);
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    const outcome = await Promise.race([this.#socketClosed, graceOver]);
    clearTimeout(timer);
    if (outcome === 'late') this.#socket.terminate();
  }

  /** Drops the TCP connection without any goodbye, as a network failure would. */
  terminate(): void {
    this.#socket.terminate();
    this.#ended();
  }

  #send(message: object): void {
    if (this.#socket.readyState === this.#socket.OPEN) this.#socket.send(encodeRecord(message));
  }

  #receive(data: RawData): void {
    if (this.#state === 'closed') return;
    const frame = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    const read = this.#reader.push(frame);
    if ('tooLarge' in read) {
      this.close(`Connection closed with an error: a message was larger than ${MAX_RECORD_BYTES} bytes.`);
      return;
    }
    for (const record of read.records) {
      if (this.#state === 'handshake') this.#handshake(record);
      else if (this.#state === 'open') this.#handle(record);
    }
  }

  #handshake(record: string): void {
    const result = readHandshake(record);
    if (!result.ok) {
      this.#send(handshakeResponse(result.error));
      this.#socket.close(1000);
      this.#ended();
      return;
    }
    this.#send(handshakeResponse());
    this.#state = 'open';
    this.#pingTimer = setInterval(() => {
      // A token that expired or was revoked no longer receives the player's pushes.
      if (!this.#options.isSessionActive(this.identity.tokenHash)) return this.close(SESSION_ENDED, false);
      this.#send(pingMessage());
    }, this.#options.pingIntervalMs);
    this.#pingTimer.unref();
    this.#touch();
  }

  #handle(record: string): void {
    this.#touch();
    const message = readMessage(record);
    if (!message) {
      this.close('Connection closed with an error: the message could not be read.');
      return;
    }
    this.#dispatch(message);
  }

  #dispatch(message: HubMessage): void {
    switch (message.type) {
      case MessageType.Ping:
        this.#send(pingMessage());
        return;
      case MessageType.Close:
        this.#socket.close(1000);
        this.#ended();
        return;
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        if (typeof message.invocationId === 'string') {
          this.#send(completionError(message.invocationId, `Unknown hub method '${String(message.target)}'`));
        }
        return;
      default:
        return;
    }
  }

  /** Restarts the client timeout: any message proves the client is alive. */
  #touch(): void {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(
      () => this.close('Server timeout elapsed without receiving a message from the client.'),
      this.#options.clientTimeoutMs,
    );
    this.#idleTimer.unref();
  }

  #ended(): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    clearInterval(this.#pingTimer);
    clearTimeout(this.#idleTimer);
    this.#options.onClosed(this);
  }
}
