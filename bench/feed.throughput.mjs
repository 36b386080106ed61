// The sandbox's feed throughput: POST feed/liveeventlist (football, the SDK's page of 200) against
// `--world large` (about 2,000 live events) on loopback, measured with autocannon. A report, not a
// test: the goal is ≥ 5,000 requests/s with p99 ≤ 20 ms; the numbers are printed, not asserted.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { printTable } from './sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const READY = /ready at (http:\/\/127\.0\.0\.1:\d+)/;

/** Starts the sandbox CLI in its own process, so the load generator does not share its event loop. */
function startSandbox(dbPath) {
  const child = spawn(process.execPath, [join(root, 'packages/sandbox/bin/oyna-sandbox.mjs'), '--port', '0', '--quiet', '--world', 'large', '--db', dbPath], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = READY.exec(seen);
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited with code ${code} before it was ready`)));
  });
}

const TICKS_PER_SECOND = 100;

/** CPU seconds the process has used (Linux /proc; null elsewhere), to show how busy the server was. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** Measures feed/liveeventlist; `seconds` of load per case after a short warm-up. */
export async function feedThroughput({ seconds = 10, connections = 32 } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-feed-bench-'));
  const { child, url } = await startSandbox(join(folder, 'bench.sqlite'));
  try {
    const token = (await (await fetch(`${url}/api/auth/token`)).json()).data;
    const live = (await (await fetch(`${url}/sbapi/api/feed/livecategorylist`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
    const liveEvents = live.reduce((sum, sport) => sum + sport.count, 0);
    const cases = [
      ['identity', {}, 200],
      ['gzip (as browsers ask)', { 'accept-encoding': 'gzip' }, 200],
      ['take 5', {}, 5],
    ];
    const rows = [];
    for (const [name, extra, take] of cases) {
      const options = {
        url: `${url}/sbapi/api/feed/liveeventlist`,
        method: 'POST',
        connections,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'tr', ...extra },
        body: JSON.stringify({ sportId: 1, skip: 0, take }),
      };
      await run({ ...options, duration: 2 });
      const cpuBefore = cpuSeconds(child.pid);
      const result = await run({ ...options, duration: seconds });
      const cpuAfter = cpuSeconds(child.pid);
      const busy = cpuBefore === null || cpuAfter === null ? '-' : `${Math.round((100 * (cpuAfter - cpuBefore)) / seconds)} %`;
      rows.push([
        name,
        Math.round(result.requests.average).toLocaleString('en'),
        `${result.latency.p50} ms`,
        `${result.latency.p99} ms`,
        `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
        busy,
        result.non2xx + result.errors,
      ]);
    }
    console.log(`\nLoad average while measuring: ${loadavg().map((load) => load.toFixed(2)).join(' ')} on ${availableParallelism()} cores (the load generator shares them).`);
    printTable(
      `Sandbox feed throughput: POST feed/liveeventlist (football, take 200), --world large with ${liveEvents} live events, ${connections} connections, ${seconds} s (goal ≥ 5,000 req/s, p99 ≤ 20 ms)`,
      rows,
      ['case', 'req/s', 'p50', 'p99', 'body', 'server CPU', 'errors'],
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await feedThroughput();
