export interface RecordedAnswer {
  method: string;
  path: string;
  status: number;
  body: { success?: boolean; message?: string; data?: unknown } | null;
}

/**
 * Wraps a real `fetch`, keeping every answer so a test can compare what the page shows with what
 * the server said, and can hold requests to one path to observe a loading state.
 */
export function recordingFetch(base: typeof globalThis.fetch) {
  const answers: RecordedAnswer[] = [];
  let held: { path: string; release: Promise<void>; open(): void } | null = null;

  const recording: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (held && url.pathname.endsWith(held.path)) await held.release;
    const response = await base(input, init);
    // Read once and hand back a copy: happy-dom's Response.clone() leaves one of the two bodies empty.
    const text = await response.text();
    answers.push({ method: init?.method ?? 'GET', path: url.pathname, status: response.status, body: parseJson(text) });
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  };

  return {
    fetch: recording,
    answers,
    /** Answers to calls whose path ends with `path`. */
    answersTo: (path: string) => answers.filter((answer) => answer.path.endsWith(path)),
    /** Holds calls to `path` until the returned function is called. */
    hold(path: string): () => void {
      let open = () => {};
      const release = new Promise<void>((resolve) => {
        open = resolve;
      });
      held = { path, release, open };
      return () => {
        held = null;
        open();
      };
    },
  };
}

function parseJson(text: string): RecordedAnswer['body'] {
  try {
    return JSON.parse(text) as RecordedAnswer['body'];
  } catch {
    return null;
  }
}
