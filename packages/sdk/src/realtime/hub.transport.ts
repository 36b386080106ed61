import type { HubConnection } from '@microsoft/signalr';
import {
  KEEP_ALIVE_INTERVAL_MS,
  RECONNECT_DELAYS_MS,
  SERVER_TIMEOUT_MS,
  STATEFUL_RECONNECT_BUFFER_BYTES,
} from './realtime.constants';

export interface HubConnectionOptions {
  url: string;
  fingerprint: string;
  /** Sent as `lang`, so texts in pushes (a live event's period) come in the player's language. */
  locale: string;
  token: () => string | Promise<string>;
  WebSocket?: typeof globalThis.WebSocket;
}

/**
 * A hub connection with the spec's settings: WebSocket only, negotiation skipped. The SignalR client
 * (~14 kB gzip) is loaded on the first connection, so a guest's page never downloads it.
 */
export async function buildHubConnection({ url, fingerprint, locale, token, WebSocket }: HubConnectionOptions): Promise<HubConnection> {
  const { HttpTransportType, HubConnectionBuilder, LogLevel } = await import('@microsoft/signalr');
  const address = new URL(url);
  address.searchParams.set('x-fingerprint', fingerprint);
  address.searchParams.set('lang', locale);
  return new HubConnectionBuilder()
    .withUrl(address.href, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: token,
      ...(WebSocket ? { WebSocket } : {}),
    })
    .withAutomaticReconnect([...RECONNECT_DELAYS_MS])
    .withServerTimeout(SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(KEEP_ALIVE_INTERVAL_MS)
    // Inert while negotiation is skipped; kept so that enabling negotiation needs no other change.
    .withStatefulReconnect({ bufferSize: STATEFUL_RECONNECT_BUFFER_BYTES })
    .configureLogging(LogLevel.None)
    .build();
}
