import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the content an editor writes', () => {
    const html = '<h2>Oyna hakkında</h2><p>Güvenli <strong>eğlence</strong>. <a href="/pages/7">İletişim</a></p><ul><li>Bir</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('strips what could run or restyle the page', () => {
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
      '<iframe src="https://evil.example"></iframe><p style="position:fixed">y</p><style>body{display:none}</style>' +
      '<svg><script>alert(4)</script></svg><form action="https://evil.example"><input name="password"></form>';
    const safe = sanitizeHtml(hostile);
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'style=', '<style', '<form', '<input']) {
      expect(safe, bad).not.toContain(bad);
    }
    expect(safe).toContain('Hi');
  });
});
