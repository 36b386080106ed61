import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressAnswer } from './pageCompression.ts';

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer((req, res) => {
    compressAnswer(req, res);
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(url: string, acceptEncoding = 'gzip, br', method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(url, { method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const decoded = ({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }) =>
  (headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();

const ROW = '<tr><td>Galatasaray</td><td>Fenerbahçe</td><td>2.10</td></tr>';

describe('compressAnswer', () => {
  it('compresses a page written in many small pieces, as Astro writes it', async () => {
    const page = ROW.repeat(400);
    const site = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let at = 0; at < page.length; at += 100) res.write(page.slice(at, at + 100));
      res.end();
    });
    const answer = await get(site);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(decoded(answer)).toBe(page);
  });

  it('drops a declared Content-Length that compression makes wrong', async () => {
    const page = ROW.repeat(100);
    const site = await serve((_req, res) => {
      res.setHeader('content-length', Buffer.byteLength(page));
      res.setHeader('content-type', 'application/json');
      res.end(page);
    });
    const answer = await get(site, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(decoded(answer)).toBe(page);
  });

  it('sends a body smaller than the threshold as it is, however it was written', async () => {
    const site = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      if (req.url === '/pieces') res.write('<p>');
      res.end('Merhaba</p>');
    });
    for (const path of ['/', '/pieces']) {
      const answer = await get(site + path);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toMatch(/Merhaba<\/p>$/);
    }
  });

  it('leaves alone what is not text, already encoded, not to be transformed, bodiless or HEAD', async () => {
    const body = ROW.repeat(100);
    const site = await serve((req, res) => {
      const kinds: Record<string, [number, Record<string, string>]> = {
        '/image': [200, { 'content-type': 'image/webp' }],
        '/encoded': [200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }],
        '/no-transform': [200, { 'content-type': 'text/html', 'cache-control': 'no-transform' }],
        '/not-modified': [304, { 'content-type': 'text/html' }],
        '/head': [200, { 'content-type': 'text/html' }],
      };
      const [status, headers] = kinds[req.url ?? '']!;
      res.writeHead(status, headers);
      res.end(status === 304 ? undefined : body);
    });
    for (const path of ['/image', '/no-transform']) {
      const answer = await get(site + path);
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.body.toString(), path).toBe(body);
    }
    expect((await get(`${site}/encoded`)).body.toString()).toBe(body);
    expect((await get(`${site}/not-modified`)).headers['content-encoding']).toBeUndefined();
    const head = await get(`${site}/head`, 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it('streams a large body through, waiting on drain, to the last byte', async () => {
    const piece = Buffer.from(ROW.repeat(1000));
    const pieces = 100;
    const site = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      let sent = 0;
      const more = () => {
        while (sent < pieces) {
          sent += 1;
          if (!res.write(piece)) return void res.once('drain', more);
        }
        res.end(() => undefined);
      };
      more();
    });
    const answer = await get(site, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).equals(Buffer.concat(Array.from({ length: pieces }, () => piece)))).toBe(true);
  });

  it('calls the end callback once the answer is out', async () => {
    let finished = false;
    const site = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(ROW.repeat(100), () => (finished = true));
    });
    await get(site);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(finished).toBe(true);
  });
});
