import { describe, expect, it } from 'vitest';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { applySecurityHeaders, frameAncestors, securityHeaders } from './securityHeaders.ts';

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

  it("adds frame-ancestors and frame-src to the page's policy, keeping a frame-src it has", () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    applySecurityHeaders(res, "'self'", "'self' https://tracker.example");
    res.setHeader('content-security-policy', "default-src 'self'; script-src 'self' 'sha256-x'");
    res.writeHead(200);
    expect(res.getHeader('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; frame-ancestors 'self'; frame-src 'self' https://tracker.example",
    );

    const framed = new ServerResponse(new IncomingMessage(new Socket()));
    applySecurityHeaders(framed, "'self'");
    framed.writeHead(200, { 'content-security-policy': "default-src 'self'; frame-src 'none'" });
    expect(framed.getHeader('content-security-policy')).toBe("default-src 'self'; frame-src 'none'; frame-ancestors 'self'");
  });
});
