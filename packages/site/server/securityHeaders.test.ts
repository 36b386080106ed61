import { describe, expect, it } from 'vitest';
import { frameAncestors, securityHeaders } from './securityHeaders.ts';

describe('security headers', () => {
  it("lets only the site frame itself unless partners are configured", () => {
    expect(frameAncestors({})).toBe("'self'");
    expect(securityHeaders("'self'")['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('adds configured partner origins, and ignores anything that is not an origin', () => {
    const ancestors = frameAncestors({ OYNA_FRAME_ANCESTORS: "https://partner.example, https://b.example/ javascript:alert(1) 'none' https://x.example/path" });
    expect(ancestors).toBe("'self' https://partner.example https://b.example");
    expect(securityHeaders(ancestors)['x-frame-options']).toBeUndefined();
  });

  it('sends nosniff, a referrer policy and a deny-by-default permissions policy', () => {
    const headers = securityHeaders("'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });
});
