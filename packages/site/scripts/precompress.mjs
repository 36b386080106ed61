// After `astro build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the
// client build, so the server sends them without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml']);
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

/** Compresses every text asset under `clientDir` at the highest levels; returns what it did. */
export function precompress(clientDir) {
  const report = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const relative of readdirSync(clientDir, { recursive: true })) {
    const file = join(clientDir, relative);
    if (!COMPRESSIBLE.has(extname(file)) || !statSync(file).isFile()) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = gzipSync(bytes, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    report.files += 1;
    report.bytes += bytes.length;
    report.brotli += br.length;
    report.gzip += gz.length;
  }
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, bytes, brotli, gzip } = precompress(fileURLToPath(new URL('../dist/client/', import.meta.url)));
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`precompressed ${files} assets: ${kib(bytes)} → ${kib(gzip)} gzip, ${kib(brotli)} brotli`);
}
