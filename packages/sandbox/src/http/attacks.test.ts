import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { lastCode, otherThan, outboxOf, signUp } from '../testing/account.fixture.ts';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

// What a stranger can send the sandbox: every answer is a clean envelope, nothing leaks, and the
// server keeps serving.
let t: TestSandbox;
const logs: string[] = [];
beforeAll(async () => {
  t = await startTestSandbox({ log: true, logStream: { write: (line) => void logs.push(line) } });
});
afterAll(() => t.close());

/** Resolves once a log line mentions `text` (the line is written as the answer finishes). */
async function logged(text: string) {
  for (let tries = 0; tries < 500 && !logs.some((line) => line.includes(text)); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function raw(text: string): Promise<string> {
  const { port } = new URL(t.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

const envelopeOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4).match(/\{.*\}/s)![0]);

async function stillServes() {
  expect((await t.call('/api/cms/coveryjs')).status).not.toBe(500);
}

describe('the sandbox under attack', () => {
  it('believes no X-Forwarded-For from a stranger: a new claimed address every call buys no more tokens', async () => {
    await t.call('/__test/reset', { body: {} });
    const statuses: number[] = [];
    for (let call = 0; call < 61; call += 1) statuses.push((await t.call('/api/auth/token', { headers: { 'x-forwarded-for': `198.51.100.${call}` } })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
    await t.call('/__test/reset', { body: {} });
  });

  it('answers broken HTTP and oversized headers in the envelope', async () => {
    for (const [request, status] of [
      ['GARBAGE\r\n\r\n', 400],
      [`GET /api/cms/grouped HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`, 431],
    ] as const) {
      const answer = await raw(request);
      expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status}`));
      expect(envelopeOf(answer)).toMatchObject({ success: false, data: null });
    }
    await stillServes();
  });

  it('answers a huge URL, a bad body and a wrong type in the envelope, without a stack', async () => {
    const token = await t.anonymousToken();
    const answers = [
      await t.call(`/api/cms/${'x'.repeat(10_000)}`),
      await t.call('/api/auth/login', { body: '{"username":', token, headers: { 'content-type': 'application/json' } }),
      await t.call('/api/auth/login', { body: 'username=x', token, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).toMatchObject({ success: false, data: null });
      expect(JSON.stringify(answer.body)).not.toMatch(/at \w+ \(|node_modules|\/src\//);
    }
    await stillServes();
  });

  it('sends security headers with every answer: a success, an unknown path, a refused token', async () => {
    const answers = [await t.call('/api/auth/token'), await t.call('/api/nothing-here'), await t.call('/api/user/balance', { token: 'forged' })];
    expect(answers.map(({ status }) => status)).toEqual([200, 404, 401]);
    for (const { headers } of answers) {
      expect(headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });

  it('never writes a token into its logs', async () => {
    const token = await t.login('demouser', 'demo12345');
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/hub/frnotify?access_token=${token}&x-fingerprint=fp`);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.close();
    await t.call('/api/user/balance', { token });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const text = logs.join('\n');
    expect(text).toContain('/hub/frnotify?access_token=[redacted]');
    expect(text).not.toContain(token);
  });

  it('refuses a stake that is not a whole number of kuruş, however close it comes', async () => {
    const token = await t.login('demouser', 'demo12345');
    const launched = await t.call('/api/casino/dtlaunchurl', { token, body: { code: 'dgt_10101' } });
    const session = new URL(launched.body.data as string).searchParams.get('session');
    for (const stake of [0.9999999999, 1.0000000001, 1.005]) {
      const round = await fetch(`${t.url}/games/api/round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, stake }),
      });
      expect(round.status, String(stake)).toBe(400);
      const calculate = await t.call('/sbapi/api/sportsbook/calculate', { token, body: { type: 2, amount: stake } });
      expect(calculate.status, String(stake)).toBe(400);
    }
  });

  it('never writes a game session into its logs: the log line of a game page cannot play it', async () => {
    const token = await t.login('demouser', 'demo12345');
    const launched = await t.call('/api/casino/dtlaunchurl', { token, body: { code: 'dgt_10101' } });
    const play = new URL(launched.body.data as string);
    const session = play.searchParams.get('session') ?? '';
    expect(session.length).toBeGreaterThan(20);
    await fetch(play);
    await logged('/games/play');

    const text = logs.join('\n');
    expect(text).toContain('/games/play?session=[redacted]');
    expect(text).not.toContain(session);
  });

  it('answers an address Fastify refuses before any hook (a path parameter over 100 characters, a broken escape) in the envelope, with the security headers', async () => {
    const token = await t.anonymousToken();
    for (const [path, status, text] of [
      [`/api/cms/content/${'9'.repeat(101)}`, 414, 'The address is too long.'],
      ['/api/cms/content/%E0%A4%A', 400, 'The request could not be understood.'],
    ] as const) {
      const answer = await t.call(path, { token, locale: 'en' });
      expect(answer.status, path).toBe(status);
      expect(answer.body).toEqual({ success: false, message: text, data: null });
      expect(answer.headers.get('content-security-policy'), path).toBe("default-src 'none';frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    await stillServes();
  });

  it('logs frames over 64 KiB from many hub connections as one warning, without a stack', async () => {
    const token = await t.anonymousToken();
    const before = logs.length;
    for (let connection = 0; connection < 5; connection += 1) {
      const socket = new WebSocket(`${t.url.replace('http', 'ws')}/hub/sbnotify?access_token=${token}`);
      await new Promise((resolve) => socket.once('open', resolve));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.send(Buffer.alloc(70 * 1024, 'x'));
      await closed;
    }
    await logged('hub client broke the WebSocket protocol');
    const lines = logs.slice(before).filter((line) => line.includes('WS_ERR_') || line.includes('Max payload'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH', heldBack: 0 });
    expect(lines[0]).not.toContain('stack');
    await stillServes();
  });

  it('never writes a payment page token into its logs: the log line of a page cannot pay or cancel it', async () => {
    const token = await t.login('demouser', 'demo12345');
    const opened = await t.call('/api/payment/deposit', { token, body: { id: 2, target: 'pay', detail: { Amount: 250, PaparaNo: 1234567890 } } });
    const page = new URL(opened.body.data as string);
    const pageToken = page.pathname.split('/')[2] ?? '';
    expect(pageToken.length).toBeGreaterThan(20);
    await fetch(page);
    await fetch(`${page}/cancel`, { method: 'POST', redirect: 'manual' });
    await logged('/pay/[redacted]/cancel');

    const text = logs.join('\n');
    expect(text).toContain('/pay/[redacted]');
    expect(text).not.toContain(pageToken);
  });

  it("never hands one player another's history, however the call asks for it", async () => {
    await t.call('/__test/reset', { body: {} });
    const mine = await t.login('demouser', 'demo12345');
    const theirs = await t.login('vipuser', 'demo12345');
    const paths = ['gameactivities', 'bonuses', 'financialhistory', 'sessions'];
    const ids = async (path: string, token: string, body: unknown = { take: 50 }, query = '') =>
      ((await t.call(`/api/customer/${path}${query}`, { token, body })).body.data?.items ?? []).map((item: { id?: number; roundId?: number }) => item.id ?? item.roundId);
    for (const path of paths) {
      const vip: number[] = await ids(path, theirs);
      expect(vip.length, path).toBeGreaterThan(0);
      const attempts = [
        await ids(path, mine),
        await ids(path, mine, { take: 50 }, '?playerId=2&username=vipuser'),
        await ids(path, mine, { take: 50 }, '?access_token=' + theirs),
      ];
      for (const seen of attempts) expect(seen.filter((id: number) => vip.includes(id)), path).toEqual([]);
      for (const body of [{ playerId: 2 }, { username: 'vipuser' }, { take: 50, usercode: '1000002' }]) {
        const asked = await t.call(`/api/customer/${path}`, { token: mine, body });
        expect(asked.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(asked.body.data.items, path).toBeUndefined();
      }
    }
    const profile = await t.call('/api/customer/profile?username=vipuser', { token: mine, headers: { 'x-player-id': '2' } });
    expect(profile.body.data.username).toBe('demouser');
    // A token that has logged out reads nothing, not even its own history.
    await t.call('/api/auth/logout', { token: theirs });
    for (const path of paths) expect((await t.call(`/api/customer/${path}`, { token: theirs, body: {} })).status, path).toBe(401);
  });
});

describe('a stranger against the account codes', () => {
  const updatePhone = (token: string, body: unknown) => t.call('/api/customer/updatephone', { token, body });
  const tried = (message: string) => /^Kod hatalı/.test(message);
  const dead = 'Çok fazla hatalı deneme yapıldığı için bu kod artık kullanılamaz. Yeni bir kod isteyin.';

  it('cannot guess a phone code: twenty guesses at once get the code’s five tries, then it is dead', async () => {
    await t.call('/__test/reset', { body: {} });
    const player = await signUp(t);
    await updatePhone(player.token, { step: 1, phone: '5559990001' });
    const code = await lastCode(t, '5559990001');
    const guesses = Array.from({ length: 20 }, (_, index) => otherThan(String((Number(code) + index * 7919) % 1_000_000).padStart(6, '0')));
    const answers = await Promise.all(guesses.map((guess) => updatePhone(player.token, { step: 2, phone: '5559990001', code: guess })));
    const messages = answers.map((answer) => answer.body.message as string);
    expect(messages.filter(tried)).toHaveLength(5);
    expect(messages.filter((message) => message === dead)).toHaveLength(15);
    expect((await updatePhone(player.token, { step: 2, phone: '5559990001', code })).body.message).toBe(dead);
    const login = await t.call('/api/auth/login', { token: await t.anonymousToken(), body: { username: player.username, password: player.password } });
    expect(login.body.data.smsVerified).toBe(false);
  });

  it('cannot guess a reset code: the password stays, whatever arrives at once', async () => {
    await t.call('/__test/reset', { body: {} });
    const token = await t.anonymousToken();
    await t.call('/api/auth/sendresetpassword', { token, body: { username: 'demouser' } });
    const code = await lastCode(t, 'deniz.yilmaz@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        t.call('/api/auth/changepasswordwithcode', { token, body: { username: 'demouser', code: otherThan(String((Number(code) + index) % 1_000_000).padStart(6, '0')), password: 'ele9ecirdim', password2: 'ele9ecirdim' } }),
      ),
    );
    expect(answers.filter((answer) => tried(answer.body.message))).toHaveLength(5);
    expect(answers.every((answer) => !answer.body.success)).toBe(true);
    const late = await t.call('/api/auth/changepasswordwithcode', { token, body: { username: 'demouser', code, password: 'ele9ecirdim', password2: 'ele9ecirdim' } });
    expect(late.body.message).toBe(dead);
    expect(await t.login('demouser', 'demo12345')).toEqual(expect.any(String));
  });

  it('cannot flood a number with SMS: a burst sends one, accounts and minutes together at most five an hour', async () => {
    await t.call('/__test/reset', { body: {} });
    const attacker = await signUp(t);
    const burst = await Promise.all(Array.from({ length: 10 }, () => updatePhone(attacker.token, { step: 1, phone: '5559990002' })));
    expect(burst.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(await outboxOf(t, '5559990002')).toHaveLength(1);

    await t.call('/__test/reset', { body: {} });
    const accounts = [await signUp(t), await signUp(t)];
    const statuses: number[] = [];
    for (let call = 0; call < 7; call += 1) {
      statuses.push((await updatePhone(accounts[call % 2]!.token, { step: 1, phone: call % 2 ? '905559990002' : '05559990002' })).status);
      await t.call('/__test/clock', { body: { advanceMinutes: 1.05 } });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await outboxOf(t, '5559990002')).toHaveLength(5);
  });

  it('learns nothing from recovery about whether a username exists', async () => {
    await t.call('/__test/reset', { body: {} });
    await t.call('/__test/clock', { body: { freeze: true } });
    try {
      const token = await t.anonymousToken();
      const call = async (path: string, body: unknown) => {
        const { status, body: answer } = await t.call(`/api/auth/${path}`, { token, body });
        return { status, ...answer };
      };
      let guesses: string[] = [];
      const story = async (username: string) => {
        const answers = [await call('sendresetpassword', { username })];
        if (guesses.length === 0) {
          const code = await lastCode(t, 'deniz.yilmaz@example.com');
          guesses = ['111111', '222222', '333333', '444444', '555555', '666666', '777777', '888888'].filter((guess) => guess !== code).slice(0, 7);
        }
        answers.push(await call('sendresetpassword', { username }));
        for (const code of guesses.slice(0, 6)) answers.push(await call('checkresetcode', { username, code }));
        answers.push(await call('changepasswordwithcode', { username, code: guesses[6], password: 'ele9ecirdim', password2: 'ele9ecirdim' }));
        return answers;
      };
      const real = await story('demouser');
      const nobody = await story('nobodyatall');
      expect(nobody).toEqual(real);
      expect(real[0]).toEqual({ status: 200, success: true, message: 'Bu kullanıcı adıyla bir hesap varsa, kayıtlı e-posta adresine bir sıfırlama kodu gönderdik.', data: null });
      expect(real[1]!.message).toBe('Yeni bir kodu 60 saniye sonra isteyebilirsiniz.');
      expect(real.at(-1)!.message).toBe(dead);
      // Only the real account got a mail.
      const sent = await outboxOf(t, '');
      expect(sent.map((message) => message.to)).toEqual(['deniz.yilmaz@example.com']);
      expect(JSON.stringify(sent)).not.toContain('nobodyatall');
    } finally {
      await t.call('/__test/clock', { body: { freeze: false } });
    }
  });
});
