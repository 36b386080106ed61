import { describe, expect, it } from 'vitest';
import { parseCookies, readAffiliate, registerFormQuery } from './affiliate.calc';

const storage = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;

describe('readAffiliate', () => {
  it('takes a numeric refId from storage before the cookie', () => {
    expect(readAffiliate({ getItem: storage({ refId: '42' }), cookie: 'refId=7' })).toEqual({ refId: 42 });
    expect(readAffiliate({ getItem: storage({}), cookie: 'theme=dark; refId=7' })).toEqual({ refId: 7 });
  });

  it('falls back to partner, subid and source, each from storage or cookie', () => {
    expect(
      readAffiliate({ getItem: storage({ partner: 'p-9' }), cookie: 'partner=p-1; subid=abc; source=tw%20ads' }),
    ).toEqual({ partner: 'p-9', subid: 'abc', source: 'tw ads' });
  });

  it('ignores a refId that is not a number', () => {
    expect(readAffiliate({ getItem: storage({ refId: 'abc', source: 'google' }), cookie: '' })).toEqual({
      source: 'google',
    });
  });

  it('is null without any attribution', () => {
    expect(readAffiliate({ getItem: storage({}), cookie: 'lang=tr' })).toBeNull();
  });
});

describe('parseCookies', () => {
  it('keeps the first of repeated names and survives bad escapes', () => {
    const cookies = parseCookies('a=1; a=2; b=%E0%A4%A; flag; c=x=y');
    expect(Object.fromEntries(cookies)).toEqual({ a: '1', b: '%E0%A4%A', c: 'x=y' });
  });
});

describe('registerFormQuery', () => {
  it('sends the refId to auth/form only when there is one', () => {
    expect(registerFormQuery({ refId: 5 })).toEqual({ refId: 5 });
    expect(registerFormQuery({ partner: 'p' })).toEqual({});
    expect(registerFormQuery(null)).toEqual({});
  });
});
