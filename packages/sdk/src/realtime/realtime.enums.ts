/** Life cycle of a hub connection, as the SignalR client reports it. */
export const ConnectionState = {
  Disconnected: 'Disconnected',
  Connecting: 'Connecting',
  Connected: 'Connected',
  Disconnecting: 'Disconnecting',
  Reconnecting: 'Reconnecting',
} as const;
export type ConnectionState = (typeof ConnectionState)[keyof typeof ConnectionState];
