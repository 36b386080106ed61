// The floors of the sandbox feed's throughput, each in a process of its own as the sandbox is: a bare
// `node:http` server that reads each request's body and answers with bytes it already holds (the
// feed's answer, as is or gzipped when the client accepts gzip), and with `--fastify` the same
// answer from a Fastify app with that one route and nothing else (what the framework alone costs).
// Started by feed.throughput.mjs: node bench/bareServer.mjs <identity body> <gzip body> [--fastify];
// prints `ready at <url>`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const [identityFile, gzipFile, mode] = process.argv.slice(2);
const identity = readFileSync(identityFile);
const gzipped = readFileSync(gzipFile);
const acceptsGzip = (headers) => /\bgzip\b/.test(headers['accept-encoding'] ?? '');
const HEADERS = { 'content-type': 'application/json; charset=utf-8', vary: 'Origin, Accept-Encoding' };

async function fastifyServer() {
  // The sandbox's own Fastify, resolved from its package.
  const Fastify = createRequire(new URL('../packages/sandbox/package.json', import.meta.url))('fastify');
  const app = Fastify();
  app.post('/sbapi/api/feed/liveeventlist', async (request, reply) => {
    reply.headers(HEADERS);
    if (acceptsGzip(request.headers)) return reply.header('content-encoding', 'gzip').send(gzipped);
    return reply.send(identity);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server;
}

function bareServer() {
  const server = createServer((request, response) => {
    request.resume();
    request.once('end', () => {
      const gzip = acceptsGzip(request.headers);
      response.writeHead(200, gzip ? { ...HEADERS, 'content-encoding': 'gzip' } : HEADERS);
      response.end(gzip ? gzipped : identity);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const server = mode === '--fastify' ? await fastifyServer() : await bareServer();
console.log(`ready at http://127.0.0.1:${server.address().port}`);
process.once('SIGTERM', () => server.close(() => process.exit(0)));
