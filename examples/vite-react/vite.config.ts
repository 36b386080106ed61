import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The operator's back end (the sandbox under `pnpm start`): its APIs and hubs are served from this
// app's own origin, so no CORS is needed, and the hubs' WebSockets pass through too.
const backend = process.env.OYNA_BACKEND_URL ?? 'http://127.0.0.1:5050';
const toBackend: ProxyOptions = { target: backend, changeOrigin: true, ws: true };
const proxy = { '/api': toBackend, '/sbapi': toBackend, '/hub': toBackend };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});
