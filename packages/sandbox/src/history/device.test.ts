import { describe, expect, it } from 'vitest';
import { coarseAddress, deviceOf } from './device.ts';

describe('deviceOf', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'desktop', 'Chrome 126', 'Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87', 'desktop', 'Edge 126', 'Windows'],
    ['Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0', 'desktop', 'Firefox 115', 'Windows 7'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'desktop', 'Safari 17', 'macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0', 'desktop', 'Opera 111', 'Linux'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'desktop', 'Chrome 126', 'ChromeOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'mobile', 'Safari 17', 'iOS 17.5'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1', 'mobile', 'Chrome 126', 'iOS 17'],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1', 'tablet', 'Safari 16', 'iPadOS 16.6'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36', 'mobile', 'Chrome 126', 'Android 14'],
    ['Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Safari/537.36', 'tablet', 'Samsung Internet 25', 'Android 13'],
  ])('reads %s', (userAgent, kind, browser, os) => {
    expect(deviceOf(userAgent)).toEqual({ kind, browser, os });
  });

  it('says nothing it cannot tell', () => {
    expect(deviceOf(null)).toEqual({ kind: 'unknown', browser: null, os: null });
    expect(deviceOf('node')).toEqual({ kind: 'unknown', browser: null, os: null });
    expect(deviceOf('curl/8.5.0')).toEqual({ kind: 'unknown', browser: null, os: null });
  });
});

describe('coarseAddress', () => {
  it('keeps a network, never the address', () => {
    expect(coarseAddress('203.0.113.57')).toBe('203.0.113.*');
    expect(coarseAddress('::ffff:198.51.100.7')).toBe('198.51.100.*');
    expect(coarseAddress('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3:*');
    expect(coarseAddress('2001:db8::1')).toBe('2001:db8:0:*');
    expect(coarseAddress('fe80::1%eth0')).toBe('fe80:0:0:*');
  });

  it('tells nothing for what is not an address', () => {
    expect(coarseAddress(undefined)).toBeNull();
    expect(coarseAddress('')).toBeNull();
    expect(coarseAddress('localhost')).toBeNull();
    expect(coarseAddress('1:2:3')).toBeNull();
    expect(coarseAddress('1::2::3')).toBeNull();
  });
});
