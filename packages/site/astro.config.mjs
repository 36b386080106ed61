// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

const backend = process.env.OYNA_BACKEND_URL?.trim() || 'http://127.0.0.1:5050';
const proxied = { target: backend, changeOrigin: true };

export default defineConfig({
  output: 'server',
  // Not streamed: the content security policy header must carry hashes added while rendering.
  adapter: node({ mode: 'standalone', experimentalDisableStreaming: true }),
  integrations: [react()],
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  // Hash-based policy: Astro hashes its own scripts and styles; the CMS cover script is allowed by
  // the hash of the text the server fetched (src/lib/serverCoverScript.ts), and nothing else runs.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  vite: {
    server: {
      // `astro dev` proxies like server/server.ts does in production.
      proxy: { '/api': proxied, '/sbapi/api': proxied, '/hub': { ...proxied, ws: true } },
    },
  },
});
