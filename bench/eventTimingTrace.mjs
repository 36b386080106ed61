// Event Timing as Chromium traces it. The page's own `PerformanceEventTiming.duration` is rounded to
// 8 ms steps and entries under 16 ms are not reported at all: at 4x throttle a press and its floor
// both land on 16 or 24, so a ratio of them says little. The `EventTiming` trace events (category
// devtools.timeline, what the DevTools Interactions track reads) carry the same duration unrounded.

/** Categories to pass to `browser.startTracing` for `interactionDurations`. */
export const EVENT_TIMING_CATEGORIES = ['devtools.timeline'];

/**
 * Each interaction in a trace, keyed by its pointerdown's `timeStamp` (the page's clock, as a
 * capturing listener reads `event.timeStamp`): the longest duration among its events, from input to
 * the next frame presented, in ms, unrounded.
 * @param {Buffer | string} trace what `browser.stopTracing()` returned
 * @returns {Map<number, number>}
 */
export function interactionDurations(trace) {
  const parsed = JSON.parse(String(trace));
  const timings = (parsed.traceEvents ?? parsed)
    .filter((event) => event.name === 'EventTiming' && event.ph === 'b' && event.args?.data?.interactionId)
    .map((event) => event.args.data);
  const longest = new Map();
  for (const { interactionId, duration } of timings) longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  return new Map(timings.filter((data) => data.type === 'pointerdown').map((data) => [data.timeStamp, longest.get(data.interactionId)]));
}

/** The duration of the interaction whose pointerdown happened at `timeStamp` (the page's clock is coarser than the trace's), or null. */
export function durationAt(durations, timeStamp) {
  if (timeStamp === null) return null;
  for (const [at, duration] of durations) if (Math.abs(at - timeStamp) < 0.5) return duration;
  return null;
}
