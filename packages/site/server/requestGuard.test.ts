import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

const children: ChildProcess[] = [];
/** What the servers wrote to their error log. */
let errorLog = '';

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

// A server in a process of its own, so that what escapes its handlers reaches a real process's
// last resort (vitest's workers would report it instead). Its handlers fail the ways a bug would:
// thrown in a callback long after the handler returned, or rejected with nobody awaiting.
const SERVER = `
import { createServer } from 'node:http';
import { guardRequest, guardUpgrade, installLastResortGuard } from ${JSON.stringify(new URL('./requestGuard.ts', import.meta.url).href)};
installLastResortGuard();
const server = createServer(guardRequest((req, res) => {
  const path = req.url.split('?')[0];
  if (path.endsWith('/thrown-later')) return void setTimeout(() => { throw new Error('secret detail'); }, 5);
  if (path.endsWith('/rejected')) return void setTimeout(() => Promise.reject(new Error('secret detail')), 5);
  res.end('alive');
}));
server.on('upgrade', guardUpgrade(() => setTimeout(() => { throw new Error('secret detail'); }, 5)));
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
`;

async function startGuardedServer(): Promise<string> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  child.stderr!.on('data', (chunk: Buffer) => (errorLog += String(chunk)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /port (\d+)/.exec(String(chunk))?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; contentType: string; body: string }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'] ?? '', body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('last-resort guard', () => {
  it('answers the failing request with a 500 and keeps serving everyone else', async () => {
    const site = await startGuardedServer();
    for (const path of ['/casino/thrown-later', '/casino/rejected']) {
      const failed = await get(site + path);
      expect(failed.status, path).toBe(500);
      expect(failed.body).not.toContain('secret detail');
      expect((await get(`${site}/`)).body).toBe('alive');
    }
  });

  it('logs the failing path without its query, where hub tokens and game sessions travel', async () => {
    const site = await startGuardedServer();
    errorLog = '';
    expect((await get(`${site}/hub/thrown-later?access_token=live-token-123&session=game-456`)).status).toBe(500);
    expect(errorLog).toContain('/hub/thrown-later failed');
    expect(errorLog).not.toMatch(/live-token-123|game-456/);
  });

  it('answers in the envelope on the back end’s paths', async () => {
    const site = await startGuardedServer();
    const failed = await get(`${site}/api/thrown-later`);
    expect(failed.status).toBe(500);
    expect(failed.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(failed.body)).toEqual({ success: false, message: expect.any(String), data: null });
  });

  it('closes a failing upgrade with a 500 and keeps serving', async () => {
    const site = await startGuardedServer();
    const failed = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(site).port), '127.0.0.1', () =>
        socket.write('GET /hub/x HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'),
      );
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(failed).toMatch(/^HTTP\/1\.1 500 /);
    expect((await get(`${site}/`)).body).toBe('alive');
  });
});
