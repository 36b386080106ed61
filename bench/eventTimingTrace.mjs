// Event Timing as Chromium traces it. The page's own `PerformanceEventTiming.duration` is rounded to
// 8 ms steps and entries under 16 ms are not reported at all: at 4x throttle a press and its floor
// both land on 16 or 24, so a ratio of them says little. The `EventTiming` trace events (category
// devtools.timeline, what the DevTools Interactions track reads) carry the same duration unrounded.
// Beside it, the main thread's time dispatching the interaction's events (`EventDispatch`, the
// listeners and the microtasks they queue): steadier than a duration, which ends on a frame.

/** Categories to pass to `browser.startTracing` for `interactions`. */
export const EVENT_TIMING_CATEGORIES = ['devtools.timeline'];

/**
 * Each interaction in a trace, keyed by its pointerdown's `timeStamp` (the page's clock, as a
 * capturing listener reads `event.timeStamp`):
 * - `duration`: the longest among its events, from input to the next frame presented, in ms, unrounded;
 * - `dispatch`: the main thread's time in its events' dispatch, in ms (nested dispatches counted once).
 * @param {Buffer | string} trace what `browser.stopTracing()` returned
 * @returns {Map<number, { duration: number, dispatch: number }>}
 */
export function interactions(trace) {
  const parsed = JSON.parse(String(trace));
  const events = parsed.traceEvents ?? parsed;
  const timings = events.filter((event) => event.name === 'EventTiming' && event.ph === 'b' && event.args?.data?.interactionId);
  const byId = new Map();
  for (const event of timings) {
    const { interactionId, duration } = event.args.data;
    const found = byId.get(interactionId) ?? { start: event.ts, end: event.ts, duration: 0, thread: `${event.pid}:${event.tid}` };
    found.start = Math.min(found.start, event.ts);
    found.end = Math.max(found.end, event.ts + duration * 1000);
    found.duration = Math.max(found.duration, duration);
    byId.set(interactionId, found);
  }
  const dispatches = events
    .filter((event) => event.name === 'EventDispatch' && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const result = new Map();
  for (const event of timings.filter((timing) => timing.args.data.type === 'pointerdown')) {
    const { start, end, duration, thread } = byId.get(event.args.data.interactionId);
    let dispatch = 0;
    let coveredUntil = -Infinity;
    for (const run of dispatches) {
      if (`${run.pid}:${run.tid}` !== thread || run.ts < start || run.ts >= end || run.ts + run.dur <= coveredUntil) continue;
      dispatch += run.dur / 1000;
      coveredUntil = run.ts + run.dur;
    }
    result.set(event.args.data.timeStamp, { duration, dispatch });
  }
  return result;
}

/** The interaction whose pointerdown happened at `timeStamp` (the page's clock is coarser than the trace's), or null. */
export function interactionAt(found, timeStamp) {
  if (timeStamp === null) return null;
  for (const [at, interaction] of found) if (Math.abs(at - timeStamp) < 0.5) return interaction;
  return null;
}
