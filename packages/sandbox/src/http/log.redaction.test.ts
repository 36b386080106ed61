import { describe, expect, it } from 'vitest';
import { PAYMENT_PAGE_PATH } from '../payments/payments.service.ts';
import { CREDENTIALS, redactUrl } from './log.redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/hub/frnotify?access_token=abc.def&x-fingerprint=fp', '/hub/frnotify?access_token=[redacted]&x-fingerprint=fp'],
    ['/games/play?session=s3cr3t', '/games/play?session=[redacted]'],
    ['/games/play?lang=tr&SESSION=s3cr3t#top', '/games/play?lang=tr&SESSION=[redacted]#top'],
    ['/games/play?%73ession=s3cr3t', '/games/play?%73ession=[redacted]'],
    ['/x?token=a;code=123456', '/x?token=[redacted];code=[redacted]'],
    ['/api/cms/grouped?lang=en', '/api/cms/grouped?lang=en'],
    ['/plain', '/plain'],
    ['/pay/Zq8-page_token', '/pay/[redacted]'],
    ['/pay/Zq8-page_token/confirm?lang=tr', '/pay/[redacted]/confirm?lang=tr'],
    ['/PAY/Zq8-page_token#done', '/PAY/[redacted]#done'],
    ['/payments/list', '/payments/list'],
    ['/pay', '/pay'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each(CREDENTIALS.queryParameters)('never lets the value of %s through, wherever it stands', (name) => {
    const secret = 'Zq8-live.secret_42';
    for (const query of [`${name}=${secret}`, `lang=tr&${name}=${secret}`, `${name.toUpperCase()}=${secret}&lang=tr`, `a=1;${name}=${secret}`]) {
      expect(redactUrl(`/path?${query}`)).not.toContain(secret);
    }
  });

  it('knows the payment page path as one that carries a token', () => {
    expect(CREDENTIALS.pathPrefixes).toContain(PAYMENT_PAGE_PATH);
  });
});
