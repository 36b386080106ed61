// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

const backend = process.env.OYNA_BACKEND_URL?.trim() || 'http://127.0.0.1:5050';
const proxied = { target: backend, changeOrigin: true };

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  vite: {
    server: {
      // `astro dev` proxies like server/server.ts does in production.
      proxy: { '/api': proxied, '/sbapi/api': proxied, '/hub': { ...proxied, ws: true } },
    },
  },
});
