import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { Duplex } from 'node:stream';

/** The paths that belong to the back end; everything else is the site's. */
export const BACKEND_PREFIXES = ['/api/', '/sbapi/api/', '/hub/'] as const;

export function isBackendPath(url: string | undefined): boolean {
  return BACKEND_PREFIXES.some((prefix) => (url ?? '').startsWith(prefix));
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host'];

function forwardedHeaders(req: IncomingMessage, target: URL) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.includes(name)) headers[name] = value;
  }
  headers.host = target.host;
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  return headers;
}

function badGateway(res: ServerResponse, backend: URL) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ success: false, message: `Back end unreachable at ${backend.origin}`, data: null }));
}

/**
 * Forwards API calls and hub WebSockets to the back end, so the browser sees one origin (no CORS,
 * cookies and CSP stay simple) whichever back end the site is pointed at.
 */
export function createBackendProxy(backendUrl: string) {
  const backend = new URL(backendUrl);
  const secure = backend.protocol === 'https:';
  const port = Number(backend.port || (secure ? 443 : 80));

  function handleRequest(req: IncomingMessage, res: ServerResponse) {
    const target = new URL(req.url ?? '/', backend);
    const upstream = (secure ? httpsRequest : httpRequest)(
      target,
      { method: req.method, headers: forwardedHeaders(req, target) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => badGateway(res, backend));
    req.pipe(upstream);
  }

  function handleUpgrade(req: IncomingMessage, client: Duplex, head: Buffer) {
    const target = new URL(req.url ?? '/', backend);
    const onConnect = () => {
      const headers = { ...forwardedHeaders(req, target), connection: 'Upgrade', upgrade: req.headers.upgrade ?? 'websocket' };
      const lines = [`${req.method} ${target.pathname}${target.search} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${item}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    };
    const upstream: Socket = secure
      ? tlsConnect({ host: backend.hostname, port, servername: backend.hostname }, onConnect)
      : netConnect({ host: backend.hostname, port }, onConnect);
    const close = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', () => {
      if (client.writable) client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
      close();
    });
    client.on('error', close);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  }

  return { handleRequest, handleUpgrade };
}
