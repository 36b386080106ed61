import { maskitoTransform } from '@maskito/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdToRepeat, SPIN_REPEAT_DELAY_MS, SPIN_REPEAT_EVERY_MS } from './holdToRepeat';
import { ibanMaskOptions, ibanShown, ibanValue } from './ibanMask';
import { numberMaskOptions, numberShown, numberValue } from './moneyMask';

afterEach(() => {
  vi.useRealTimers();
});

describe('number fields in Turkish notation', () => {
  it('shows the machine value with dots and a decimal comma, and reads it back', () => {
    expect(numberShown('1500.5')).toBe('1.500,5');
    expect(numberShown('1234567')).toBe('1.234.567');
    expect(numberShown('')).toBe('');
    expect(numberValue('1.500,50')).toBe('1500.50');
    expect(numberValue('1.234.567')).toBe('1234567');
    expect(numberValue(',5')).toBe('0.5');
    expect(numberValue('')).toBe('');
  });

  it('masks typing: thousands grouped, one comma, two decimals at most; whole-number fields take digits only', () => {
    const money = numberMaskOptions(2);
    expect(maskitoTransform('1500', money)).toBe('1.500');
    expect(maskitoTransform('1500,505', money)).toBe('1.500,50');
    expect(maskitoTransform('12a3', money)).toBe('123');
    expect(maskitoTransform('12,3', numberMaskOptions(0))).toBe('123');
  });
});

describe('the Iban field', () => {
  it('groups TR and 24 digits by four, and takes a pasted IBAN with spaces or in lower case', () => {
    expect(maskitoTransform('TR330006100519786457841326', ibanMaskOptions)).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(maskitoTransform('tr33 0006 1005 1978 6457 8413 26', ibanMaskOptions)).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(maskitoTransform('TR33 0006 1005 1978 6457 8413 2699', ibanMaskOptions)).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(ibanShown('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(ibanValue('TR33 0006 1005')).toBe('TR3300061005');
  });
});

describe('spin buttons held down', () => {
  it('step once, again after 500 ms, then every 40 ms until released', () => {
    vi.useFakeTimers();
    const step = vi.fn();
    const stop = holdToRepeat(step, globalThis as never);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SPIN_REPEAT_DELAY_MS - 1);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1 + SPIN_REPEAT_EVERY_MS);
    expect(step).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(SPIN_REPEAT_EVERY_MS * 3);
    expect(step).toHaveBeenCalledTimes(5);
    stop();
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledTimes(5);
  });

  it('a quick click steps once', () => {
    vi.useFakeTimers();
    const step = vi.fn();
    holdToRepeat(step, globalThis as never)();
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledTimes(1);
  });
});
