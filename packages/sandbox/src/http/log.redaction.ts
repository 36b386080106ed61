import type { FastifyRequest } from 'fastify';

const SECRET_QUERY = /([?&](?:access_token|token)=)[^&#]*/gi;

/** A URL fit for a log: hub tokens travel as `?access_token=`, and a log must never hold a live one. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** What a request log line says about the request: never its credentials. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
