// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { BackendPath } from '@oyna/sdk/http';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { backendUrl } from './server/backend.config.ts';

const proxied = { target: backendUrl(), changeOrigin: true };

export default defineConfig({
  output: 'server',
  // Not streamed: the content security policy header must carry hashes added while rendering.
  adapter: node({ mode: 'standalone', experimentalDisableStreaming: true }),
  integrations: [
    react(),
    {
      name: 'oyna-client-texts',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'texts', entrypoint: fileURLToPath(new URL('./src/directives/texts.ts', import.meta.url)) }),
      },
    },
  ],
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
      proxy: {
        [BackendPath.api]: proxied,
        [BackendPath.sbApi]: proxied,
        [BackendPath.hub]: { ...proxied, ws: true },
      },
    },
  },
});
