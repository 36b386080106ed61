import { describe, expect, it } from 'vitest';
import { domainBanner, domainNotice } from './domainBanner.calc';

const status = (current: string, next: string | null = 'oyna128.example') => ({ domainStatus: { current, next } });

describe('domainBanner', () => {
  it('shows only off the default domain, by hostname, www. and case aside', () => {
    expect(domainBanner(status('oyna127.example'), 'oyna127.example')).toBeNull();
    expect(domainBanner(status('oyna127.example'), 'WWW.Oyna127.Example')).toBeNull();
    expect(domainBanner(status('oyna127.example'), 'oyna126.example')).toEqual({ current: 'oyna127.example', next: 'oyna128.example' });
    expect(domainBanner(status('oyna127.example'), 'mirror.oyna127.example.evil')).not.toBeNull();
  });

  it('shows nothing when the CMS names no current domain', () => {
    expect(domainBanner(status('  '), 'anything.example')).toBeNull();
    expect(domainBanner(null, 'anything.example')).toBeNull();
    expect(domainNotice(status('oyna127.example', ''))).toEqual({ current: 'oyna127.example', next: null });
  });
});
