// After `astro build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the
// client build, so the server sends them without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = new URL('../dist/client/', import.meta.url).pathname;
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml']);
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const relative of readdirSync(clientDir, { recursive: true })) {
  const file = join(clientDir, relative);
  if (!COMPRESSIBLE.has(extname(file)) || !statSync(file).isFile()) continue;
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  files += 1;
  before += bytes.length;
  after += br.length;
}
console.log(`precompressed ${files} assets: ${(before / 1024).toFixed(1)} KiB → ${(after / 1024).toFixed(1)} KiB brotli`);
