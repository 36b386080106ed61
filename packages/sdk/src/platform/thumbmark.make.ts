import { Thumbmark, type ThumbmarkError, type ThumbmarkResponse } from '@thumbmarkjs/thumbmarkjs';
import { FingerprintError, type FingerprintProblem } from '../errors/oyna.errors';
import type { DeviceFingerprint } from './platform.types';
import { FINGERPRINT_COMPONENT_TIMEOUT_MS, type ThumbmarkFingerprintOptions } from './thumbmark.fingerprint';

// Loaded on demand with the library itself (see thumbmark.fingerprint.ts): none of it is in a first load.

const PROBLEM_OF: Record<ThumbmarkError['type'], FingerprintProblem> = {
  component_timeout: 'timeout',
  api_timeout: 'timeout',
  api_unauthorized: 'unauthorized',
  component_error: 'failed',
  api_error: 'failed',
  network_error: 'failed',
  fatal: 'failed',
};

const asFingerprintError = (error: ThumbmarkError) =>
  new FingerprintError({ problem: PROBLEM_OF[error.type] ?? 'failed', message: error.message, component: error.component });

/**
 * ThumbmarkJS's answer as a fingerprint and what went wrong on the way. With no fingerprint at all
 * (a refused key, no browser) it throws the reason.
 */
export function readThumbmark(response: Pick<ThumbmarkResponse, 'thumbmark' | 'error'>): DeviceFingerprint {
  const issues = (response.error ?? []).map(asFingerprintError);
  if (!response.thumbmark) {
    throw issues.find((issue) => issue.problem === 'unauthorized') ?? issues[0] ??
      new FingerprintError({ problem: 'failed', message: 'No fingerprint was made' });
  }
  return { id: response.thumbmark, issues };
}

/**
 * ThumbmarkJS measures inside an unnamed iframe it adds to the page for a moment: while it is there,
 * it is kept out of the keyboard's and screen readers' way (tab order, accessibility tree).
 */
export function hideProbeFrames(document: Document): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeName !== 'IFRAME') continue;
        (node as HTMLIFrameElement).tabIndex = -1;
        (node as HTMLIFrameElement).setAttribute('aria-hidden', 'true');
      }
    }
  });
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

/** Runs ThumbmarkJS with the spec's knobs: the component timeout, and nothing sent anywhere unless configured. */
export async function makeThumbmark(options: ThumbmarkFingerprintOptions): Promise<DeviceFingerprint> {
  const thumbmark = new Thumbmark({
    logging: options.logging ?? false,
    timeout: options.componentTimeoutMs ?? FINGERPRINT_COMPONENT_TIMEOUT_MS,
    ...(options.apiKey === undefined ? {} : { api_key: options.apiKey }),
    ...(options.apiEndpoint === undefined ? {} : { api_endpoint: options.apiEndpoint }),
  });
  const stopHiding = typeof document === 'undefined' || !document.body ? () => {} : hideProbeFrames(document);
  try {
    return readThumbmark(await thumbmark.get());
  } finally {
    stopHiding();
  }
}
