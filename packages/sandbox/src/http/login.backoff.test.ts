import { describe, expect, it } from 'vitest';
import { LoginBackoff } from './login.backoff.ts';

function backoff() {
  let now = 1_000_000;
  const subject = new LoginBackoff({ free: 3, firstDelayMs: 1_000, maxDelayMs: 8_000 }, () => now);
  return { subject, pass: (ms: number) => (now += ms) };
}

describe('LoginBackoff', () => {
  it('lets a player mistype a few times without waiting, then doubles the wait with every wrong password, up to the longest', () => {
    const { subject } = backoff();
    const waits = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      subject.failed('deniz|10.0.0.1');
      waits.push(subject.waitMs('deniz|10.0.0.1'));
    }
    expect(waits).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 8_000, 8_000]);
  });

  it('counts each username and address pair on its own: the owner elsewhere never waits for a guesser', () => {
    const { subject } = backoff();
    for (let attempt = 0; attempt < 6; attempt += 1) subject.failed('deniz|203.0.113.9');
    expect(subject.waitMs('deniz|203.0.113.9')).toBeGreaterThan(0);
    expect(subject.waitMs('deniz|198.51.100.4')).toBe(0);
    expect(subject.waitMs('selin|203.0.113.9')).toBe(0);
  });

  it('ends the wait when its time has passed, and forgets the pair at the right password', () => {
    const { subject, pass } = backoff();
    for (let attempt = 0; attempt < 5; attempt += 1) subject.failed('deniz|10.0.0.1');
    expect(subject.waitMs('deniz|10.0.0.1')).toBe(2_000);
    pass(1_500);
    expect(subject.waitMs('deniz|10.0.0.1')).toBe(500);
    pass(500);
    expect(subject.waitMs('deniz|10.0.0.1')).toBe(0);
    subject.succeeded('deniz|10.0.0.1');
    subject.failed('deniz|10.0.0.1');
    expect(subject.waitMs('deniz|10.0.0.1')).toBe(0);
  });
});
