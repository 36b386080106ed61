import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { preferredEncoding } from './contentEncoding.ts';

/** Below this many bytes compression saves less than it costs; such answers go out as they are. */
export const COMPRESSION_THRESHOLD = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

function isCompressible(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

type Write = ServerResponse['write'];
type End = ServerResponse['end'];
type Callback = (error?: Error | null) => void;

/**
 * Compresses the answer being written to `res` (brotli or gzip, whichever the client prefers by its
 * q-values), decided once the body's size is known: from its Content-Length, or after the first
 * `threshold` bytes, or at its end. Only text-like types are compressed, never an answer that is
 * already encoded, asks for `no-transform`, or has no body.
 */
export function compressAnswer(req: IncomingMessage, res: ServerResponse, threshold = COMPRESSION_THRESHOLD): void {
  const encoding = req.method === 'HEAD' ? null : preferredEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  const writeHead = res.writeHead;
  const write = res.write as (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
  const end = res.end as (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;
  let decided = false;
  let compressor: BrotliCompress | Gzip | null = null;
  const held: Buffer[] = [];
  let heldBytes = 0;

  // Until the decision, status and headers are only recorded: the decision may still change them.
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (decided) return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    this.statusCode = status;
    if (typeof rest[0] === 'string') this.statusMessage = rest[0];
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      // Raw header pairs are rare (Astro never sends them): such an answer goes out as it is.
      decided = true;
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    }
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) this.setHeader(name, value);
    return this;
  } as ServerResponse['writeHead'];

  function decide(bodyBytes: number | undefined) {
    decided = true;
    const type = res.getHeader('content-type');
    if (isCompressible(type)) res.appendHeader('vary', 'Accept-Encoding');
    const declared = Number(res.getHeader('content-length') ?? Number.NaN);
    const size = Number.isFinite(declared) ? declared : bodyBytes;
    const eligible =
      encoding !== null &&
      isCompressible(type) &&
      res.statusCode >= 200 && res.statusCode !== 204 && res.statusCode !== 304 &&
      !res.hasHeader('content-encoding') &&
      !/no-transform/i.test(String(res.getHeader('cache-control') ?? '')) &&
      (size === undefined || size >= threshold);
    if (!eligible) return;
    res.removeHeader('content-length');
    res.setHeader('content-encoding', encoding);
    compressor =
      encoding === 'br'
        ? createBrotliCompress({
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              ...(size === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: size }),
            },
          })
        : createGzip({ level: 6 });
    const output = compressor;
    output.on('data', (chunk: Buffer) => {
      if (!write.call(res, chunk)) {
        output.pause();
        res.once('drain', () => output.resume());
      }
    });
    // A writer waiting for 'drain' after a full compressor must hear of it, socket busy or not.
    output.on('drain', () => res.emit('drain'));
    output.on('end', () => end.call(res));
    output.on('error', (error) => res.destroy(error));
    res.once('close', () => output.destroy());
  }

  function send(chunk: Buffer, callback?: Callback): boolean {
    if (compressor) return compressor.write(chunk, callback);
    return write.call(res, chunk, callback);
  }

  function release() {
    const chunks = held.splice(0);
    heldBytes = 0;
    for (const chunk of chunks) send(chunk);
  }

  const toBuffer = (chunk: unknown, chunkEncoding: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, (typeof chunkEncoding === 'string' ? chunkEncoding : 'utf8') as BufferEncoding) : Buffer.from(chunk as Uint8Array);

  res.write = function (chunk: unknown, chunkEncoding?: unknown, callback?: unknown) {
    const done = (typeof chunkEncoding === 'function' ? chunkEncoding : callback) as Callback | undefined;
    const bytes = toBuffer(chunk, chunkEncoding);
    if (!decided) {
      held.push(bytes);
      heldBytes += bytes.length;
      if (heldBytes < threshold && !res.hasHeader('content-length')) {
        if (done) process.nextTick(done);
        return true;
      }
      decide(undefined);
      const last = held.pop()!;
      release();
      return send(last, done);
    }
    return send(bytes, done);
  } as Write;

  res.end = function (chunk?: unknown, chunkEncoding?: unknown, callback?: unknown) {
    const done = [chunk, chunkEncoding, callback].find((arg) => typeof arg === 'function') as Callback | undefined;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      const bytes = toBuffer(chunk, chunkEncoding);
      if (decided) send(bytes);
      else {
        held.push(bytes);
        heldBytes += bytes.length;
      }
    }
    if (!decided) {
      decide(heldBytes);
      release();
    }
    if (done) res.once('finish', done);
    if (compressor) compressor.end();
    else end.call(res);
    return res;
  } as End;
}
