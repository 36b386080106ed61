import type { Platform } from './platform.types';

/** The platform's `afterPaint`, or a zero timeout where it has none (tests, servers). */
export const afterPaint = (platform: Platform): Promise<void> =>
  platform.afterPaint?.() ?? new Promise((resolve) => void platform.setTimeout(resolve, 0));
