import type { DeviceFingerprint } from './platform.types';

/** The spec's wait for one fingerprint component (and for the fingerprint service's answer). */
export const FINGERPRINT_COMPONENT_TIMEOUT_MS = 5_000;

export interface ThumbmarkFingerprintOptions {
  /**
   * Lets ThumbmarkJS send its authors diagnostics from a sample of sessions (0.01 %), as the spec's
   * operator did. Off, nothing the fingerprint needs leaves the browser.
   * @default false
   */
  logging?: boolean;
  /**
   * Key of the ThumbmarkJS service, which adds what only a server sees to the fingerprint. Left out,
   * the service is never called and the fingerprint is made in the browser alone.
   */
  apiKey?: string;
  /**
   * The service's address, e.g. the operator's own proxy to it.
   * @default 'https://api.thumbmarkjs.com'
   */
  apiEndpoint?: string;
  /**
   * How long each component, and the service, may take before the fingerprint is made without it.
   * @default 5000
   */
  componentTimeoutMs?: number;
}

/**
 * The device fingerprint from ThumbmarkJS, the library loaded only when the fingerprint is first made
 * (the client asks after the first paint), so no page carries it in its first load. The browser
 * platform uses it with the defaults; pass your own to `createOyna({ platform: { fingerprint } })`
 * to turn on the service or logging.
 *
 * The spec's 3 s wait for WebRTC candidates has no knob here: ThumbmarkJS 1.11 no longer waits for
 * candidates at all (with no ICE servers there are only host ones, so it reads the offer and closes),
 * and the WebRTC component falls under the component timeout like every other.
 *
 * @example
 * createOyna({ platform: { fingerprint: thumbmarkFingerprint({ apiKey: 'tm-live-…' }) } });
 */
export function thumbmarkFingerprint(options: ThumbmarkFingerprintOptions = {}): () => Promise<DeviceFingerprint> {
  // A chunk that fails to load throws, and the client reports it as a failed fingerprint.
  return async () => (await import('./thumbmark.make')).makeThumbmark(options);
}
