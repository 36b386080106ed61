// The Oyna back end behind the app's own origin, so the browser needs no CORS: the APIs and the hubs.
const backend = process.env.OYNA_BACKEND_URL ?? 'http://127.0.0.1:5050';

/** @type {import('next').NextConfig} */
export default {
  async rewrites() {
    return ['/api/:path*', '/sbapi/:path*', '/hub/:path*'].map((source) => ({ source, destination: `${backend}${source}` }));
  },
};
