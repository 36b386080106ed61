import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { preferredEncoding, type Encoding } from './contentEncoding.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

interface Asset {
  file: string;
  type: string;
  variants: Partial<Record<Encoding, { file: string; size: number }>>;
}

/**
 * The built assets that have brotli and gzip copies beside them (written at build time by
 * `scripts/precompress.mjs`), indexed once at start: only these exact paths are ever served here,
 * so no request path reaches the file system.
 */
export function indexPrecompressed(clientDir: string): Map<string, Asset> {
  const index = new Map<string, Asset>();
  let files: string[];
  try {
    files = readdirSync(clientDir, { recursive: true }) as string[];
  } catch {
    return index;
  }
  const present = new Set(files);
  for (const relative of files) {
    const type = TYPES[extname(relative)];
    if (!type) continue;
    const variants: Asset['variants'] = {};
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (present.has(relative + suffix)) {
        const file = join(clientDir, relative + suffix);
        variants[encoding] = { file, size: statSync(file).size };
      }
    }
    if (Object.keys(variants).length > 0) {
      index.set(`/${relative.split('\\').join('/')}`, { file: join(clientDir, relative), type, variants });
    }
  }
  return index;
}

/**
 * Serves a precompressed copy when the client accepts one; returns false to let the site serve the
 * request as it is (no acceptable encoding, not an indexed asset, not GET or HEAD).
 */
export function servePrecompressed(req: IncomingMessage, res: ServerResponse, path: string, index: Map<string, Asset>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const asset = index.get(path);
  if (!asset) return false;
  const encoding = preferredEncoding(req.headers['accept-encoding'], Object.keys(asset.variants) as Encoding[]);
  const variant = encoding && asset.variants[encoding];
  if (!encoding || !variant) return false;
  res.writeHead(200, {
    'content-type': asset.type,
    'content-encoding': encoding,
    'content-length': variant.size,
    vary: 'Accept-Encoding',
    // Astro's file names carry a content hash: a changed file is a new name.
    'cache-control': path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(variant.file).on('error', () => res.destroy()).pipe(res);
  return true;
}
