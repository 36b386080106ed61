// The sandbox's feed throughput against its floor: POST feed/liveeventlist (football, the SDK's page
// of 200) on `--world large` (about 2,000 live events), 32 connections on loopback (autocannon), A,
// against a bare `node:http` server answering the same bytes (bench/bareServer.mjs), B, taking turns
// A B A B. A report, not a test: the goal is A ≥ 0.7× B for identity and for gzip. For
// context, each pair also measures the same bytes from a Fastify app with that one route and nothing
// else: what the sandbox's framework costs before any of its own work.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { alternate, loadLine, PAIRS, times } from './floor.mjs';
import { printTable } from './sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const READY = /ready at (http:\/\/127\.0\.0\.1:\d+)/;

/** Starts `node <script> ...args` in its own process (the load generator must not share its event loop). */
function startServer(script, args) {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = READY.exec(seen);
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before it was ready`)));
  });
}

const stopServer = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

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

/** The feed's answer as the sandbox sends it now: its JSON bytes. */
async function feedBody(url, options) {
  const response = await fetch(options.url, { method: 'POST', headers: { ...options.headers, 'accept-encoding': 'identity' }, body: options.body });
  if (!response.ok) throw new Error(`feed/liveeventlist answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Measures feed/liveeventlist against the bare server, `seconds` of load per turn after a warm-up.
 * `pairs` turns each; BENCH_PAIRS overrides.
 */
export async function feedThroughput({ seconds = 3, connections = 32, pairs = PAIRS } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-feed-bench-'));
  const sandbox = await startServer(join(root, 'packages/sandbox/bin/oyna-sandbox.mjs'), ['--port', '0', '--quiet', '--world', 'large', '--db', join(folder, 'bench.sqlite')]);
  let bare;
  let fastify;
  try {
    const { url } = sandbox;
    const token = (await (await fetch(`${url}/api/auth/token`)).json()).data;
    const live = (await (await fetch(`${url}/sbapi/api/feed/livecategorylist`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
    const liveEvents = live.reduce((sum, sport) => sum + sport.count, 0);
    const request = {
      method: 'POST',
      connections,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'tr' },
      body: JSON.stringify({ sportId: 1, skip: 0, take: 200 }),
    };
    const path = '/sbapi/api/feed/liveeventlist';
    const feedUrl = `${url}${path}`;
    const body = await feedBody(url, { ...request, url: feedUrl });
    writeFileSync(join(folder, 'identity'), body);
    writeFileSync(join(folder, 'gzip'), gzipSync(body, { level: 6 }));
    bare = await startServer(join(root, 'bench/bareServer.mjs'), [join(folder, 'identity'), join(folder, 'gzip')]);
    fastify = await startServer(join(root, 'bench/bareServer.mjs'), [join(folder, 'identity'), join(folder, 'gzip'), '--fastify']);
    const rows = [];
    for (const [name, extra] of [['identity', {}], ['gzip (as browsers ask)', { 'accept-encoding': 'gzip' }]]) {
      const options = (target) => ({ ...request, url: target, headers: { ...request.headers, ...extra } });
      await run({ ...options(feedUrl), duration: 2 });
      await run({ ...options(`${bare.url}${path}`), duration: 2 });
      await run({ ...options(`${fastify.url}${path}`), duration: 2 });
      const sandboxRuns = [];
      const measure = (target, child, into) => async () => {
        const cpuBefore = cpuSeconds(child.pid);
        const result = await run({ ...options(target), duration: seconds });
        const cpuAfter = cpuSeconds(child.pid);
        into?.push({ result, cpu: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / seconds });
        if (result.non2xx + result.errors > 0) throw new Error(`${target}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        return result.requests.average;
      };
      const { a, b, c, ratio } = await alternate(measure(feedUrl, sandbox.child, sandboxRuns), measure(`${bare.url}${path}`, bare.child), pairs, measure(`${fastify.url}${path}`, fastify.child));
      const p99s = sandboxRuns.map((entry) => entry.result.latency.p99).sort((x, y) => x - y);
      const cpus = sandboxRuns.map((entry) => entry.cpu).filter((cpu) => cpu !== null).sort((x, y) => x - y);
      rows.push([
        name,
        Math.round(a).toLocaleString('en'),
        Math.round(b).toLocaleString('en'),
        times(ratio),
        `${Math.round(c).toLocaleString('en')} (${times(c / b)})`,
        `${p99s[Math.floor(p99s.length / 2)]} ms`,
        cpus.length ? `${Math.round(100 * cpus[Math.floor(cpus.length / 2)])} %` : '-',
      ]);
    }
    printTable(
      `Sandbox feed: POST feed/liveeventlist (football, take 200, ${(body.length / 1024).toFixed(0)} kB of JSON), --world large with ${liveEvents} live events, ${connections} connections, ${seconds} s a turn, median of ${pairs} pairs (goal ≥ 0.7× the floor)`,
      rows,
      ['case', 'sandbox req/s', 'floor req/s (bare node:http)', 'ratio', 'Fastify alone req/s (its ratio)', 'sandbox p99', 'sandbox CPU'],
    );
    console.log(`${loadLine()} The load generator shares them.`);
  } finally {
    await stopServer(sandbox.child);
    if (bare) await stopServer(bare.child);
    if (fastify) await stopServer(fastify.child);
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await feedThroughput();
