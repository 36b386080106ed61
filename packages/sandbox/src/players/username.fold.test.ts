import { describe, expect, it } from 'vitest';
import { foldEmail, foldUsername } from './username.fold.ts';

describe('foldUsername', () => {
  it('ignores case the Turkish way', () => {
    for (const typed of ['vipuser', 'VIPUSER', 'VİPUSER', 'vıpuser', 'VipUser', ' vipuser ']) {
      expect(foldUsername(typed)).toBe('vipuser');
    }
    expect(foldUsername('ŞÜKRÜ')).toBe('şükrü');
    expect(foldUsername('GÖKÇE')).toBe('gökçe');
  });

  it('keeps different names apart', () => {
    expect(foldUsername('demouser')).not.toBe(foldUsername('demouser2'));
  });
});

describe('foldEmail', () => {
  it('compares addresses without case', () => {
    expect(foldEmail(' Deniz.Yilmaz@Example.COM')).toBe('deniz.yilmaz@example.com');
  });
});
