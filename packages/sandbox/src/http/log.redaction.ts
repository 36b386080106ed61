import type { FastifyRequest } from 'fastify';

/**
 * Everything that grants access, in one place: a log line holding one could act as its owner (a
 * game session token plays rounds on the player's money). Names are compared without case.
 */
export const CREDENTIALS = {
  /** Hub tokens (`access_token`), game sessions (`session`), and any token or one-time code. */
  queryParameters: ['access_token', 'token', 'session', 'code', 'password'],
  headers: ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'],
  /** Paths whose next segment is a token: a payment page (`/pay/<token>`, PAYMENT_PAGE_PATH). */
  pathPrefixes: ['/pay'],
} as const;

const SECRET_PARAMETERS: ReadonlySet<string> = new Set(CREDENTIALS.queryParameters);
const REDACTED = '[redacted]';

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/** `/pay/<token>/confirm` → `/pay/[redacted]/confirm`; other paths as they are. */
function redactPath(path: string): string {
  for (const prefix of CREDENTIALS.pathPrefixes) {
    if (!path.toLowerCase().startsWith(`${prefix}/`)) continue;
    const tokenEnd = path.indexOf('/', prefix.length + 1);
    return `${path.slice(0, prefix.length)}/${REDACTED}${tokenEnd < 0 ? '' : path.slice(tokenEnd)}`;
  }
  return path;
}

/** A URL fit for a log: path tokens and the value of every credential-bearing query parameter are replaced. */
export function redactUrl(address: string): string {
  const pathEnd = address.search(/[?#]/) < 0 ? address.length : address.search(/[?#]/);
  const url = `${redactPath(address.slice(0, pathEnd))}${address.slice(pathEnd)}`;
  const start = url.indexOf('?');
  if (start < 0) return url;
  const end = url.indexOf('#', start) < 0 ? url.length : url.indexOf('#', start);
  const query = url
    .slice(start + 1, end)
    .split(/([&;])/)
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals < 0 || !SECRET_PARAMETERS.has(decodedName(part.slice(0, equals)))) return part;
      return `${part.slice(0, equals)}=${REDACTED}`;
    })
    .join('');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

/** Pino's redaction paths for the credential headers, wherever a log line might carry headers. */
export const redactedHeaderPaths = (): string[] =>
  CREDENTIALS.headers.flatMap((header) => [`req.headers["${header}"]`, `headers["${header}"]`, `res.headers["${header}"]`]);

/** What a request log line says about the request: never its credentials. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
