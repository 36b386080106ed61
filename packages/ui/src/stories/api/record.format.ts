/**
 * Writes a recording as JSON that reads well in a diff: objects are laid out a key a line down to
 * the lists of calls, and each call (or picture) stays on one line of its own.
 */
export function formatRecording(value: unknown): string {
  return `${layout(value, '', 0)}\n`;
}

/** Objects this deep are still laid out a key a line: the recording, its scenes, a scene, a call list's owner. */
const OPEN_DEPTH = 4;

function layout(value: unknown, indent: string, depth: number): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent} `;
  if (Array.isArray(value)) {
    // A list of calls: one call a line.
    if (value.length === 0 || typeof value[0] !== 'object') return JSON.stringify(value);
    return `[\n${value.map((item) => inner + JSON.stringify(item)).join(',\n')}\n${indent}]`;
  }
  if (depth >= OPEN_DEPTH) return JSON.stringify(value);
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${layout(item, inner, depth + 1)}`).join(',\n')}\n${indent}}`;
}
